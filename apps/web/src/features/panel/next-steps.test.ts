import { describe, expect, it } from 'vitest';
import { sessionUser, subscription, testResult, trialAudio } from '../../test/users';
import type { SessionUser } from '../auth';
import { nextSteps, remainingLabel } from './next-steps';

const base = sessionUser();
const now = Date.parse('2026-03-01T10:00:00Z');
const result = testResult();

describe('remainingLabel', () => {
  it('says hours and minutes, rounding up to the minute', () => {
    expect(remainingLabel(47 * 3600_000 + 5 * 60_000)).toBe('Te quedan 47 h y 5 min');
    expect(remainingLabel(2 * 3600_000)).toBe('Te quedan 2 h');
    expect(remainingLabel(12 * 60_000 - 1)).toBe('Te quedan 12 min');
    expect(remainingLabel(20_000)).toBe('Te queda 1 min');
  });
});

describe('nextSteps', () => {
  it('sends someone who has not taken the test to the test, then the plans', () => {
    expect(nextSteps(base, now).map((s) => [s.kind, s.to])).toEqual([
      ['test', '/test'],
      ['plans', '/panel/suscripcion?planes=1'],
    ]);
  });

  it('after the test: the results, choosing the trial audio and the plans', () => {
    expect(nextSteps({ ...base, tookTest: true, testResult: result }, now).map((s) => s.kind)).toEqual([
      'results',
      'chooseTrial',
      'plans',
    ]);
  });

  it('with a trial audio: its title and the time it has left', () => {
    const user: SessionUser = {
      ...base,
      tookTest: true,
      testResult: result,
      temporaryAudioSelected: trialAudio(new Date(now + 47 * 3600_000 + 30 * 60_000).toISOString(), {
        title: 'Noche serena',
      }),
    };
    const trial = nextSteps(user, now).find((s) => s.kind === 'trial');
    expect(trial?.text).toBe('Noche serena: te quedan 47 h y 30 min para escucharlo gratis.');
    expect(trial?.to).toBe('/test');
  });

  it('once the 48 hours are over, points to the plans instead', () => {
    const user: SessionUser = {
      ...base,
      tookTest: true,
      testResult: result,
      temporaryAudioSelected: trialAudio(new Date(now - 1000).toISOString()),
    };
    expect(nextSteps(user, now).map((s) => s.kind)).toEqual(['results', 'trialOver']);
  });

  it('once the server says the 48 hours are over, even where this device still counts hours left', () => {
    const user: SessionUser = {
      ...base,
      tookTest: true,
      testResult: result,
      temporaryAudioSelected: trialAudio(new Date(now + 3600_000).toISOString(), {}, { expired: true }),
    };
    const steps = nextSteps(user, now);
    expect(steps.map((s) => s.kind)).toEqual(['results', 'trialOver']);
    expect(steps[1]).toMatchObject({
      title: 'El audio de prueba ha expirado',
      action: 'Ver planes',
      to: '/panel/suscripcion?planes=1',
    });
    expect(steps.map((s) => s.action)).not.toContain('Escuchar mi audio de prueba');
  });

  it('has nothing to suggest to a subscriber', () => {
    const user: SessionUser = {
      ...base,
      activeSubscription: subscription('full'),
    };
    expect(nextSteps(user, now)).toEqual([]);
  });
});
