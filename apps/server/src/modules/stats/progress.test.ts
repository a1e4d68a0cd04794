import { NO_PROGRESS } from '@sanarte/shared';
import { describe, expect, it } from 'vitest';
import { type ListeningDay, periodStarts, progressOf } from './progress.js';

// Monday 23 to Sunday 29 November 2026; today is Wednesday the 25th.
const TODAY = '2026-11-25';
const durations = new Map([
  ['a1', 600],
  ['a2', 1200],
]);
const row = (day: string, audioId: string, seconds: number, themeId = `t-${audioId}`): ListeningDay => ({
  day,
  audioId,
  themeId,
  seconds,
});

describe('Mi progreso', () => {
  it('starts the week on Monday and the month on the 1st, in Spain’s calendar days', () => {
    expect(periodStarts('2026-11-25')).toEqual({ week: '2026-11-23', month: '2026-11-01' });
    expect(periodStarts('2026-11-23')).toEqual({ week: '2026-11-23', month: '2026-11-01' });
    expect(periodStarts('2026-11-01')).toEqual({ week: '2026-10-26', month: '2026-11-01' });
  });

  it('adds up the minutes of this week and this month', () => {
    const p = progressOf(
      [row('2026-11-24', 'a1', 300), row('2026-11-20', 'a1', 240), row('2026-10-31', 'a2', 600)],
      durations,
      TODAY,
    );
    expect([p.minutesThisWeek, p.minutesThisMonth]).toEqual([5, 9]);
  });

  it('counts a session as completed past 90 % of the audio in a day, again on another day', () => {
    const p = progressOf(
      [
        row('2026-11-25', 'a1', 540), // 90 %: completed
        row('2026-11-24', 'a1', 539), // just under
        row('2026-11-10', 'a2', 1100), // 92 %: completed, earlier this month
        row('2026-10-02', 'a1', 600), // completed, last month
        row('2026-11-24', 'gone', 9000), // an audio no longer in the catalogue: minutes only
      ],
      durations,
      TODAY,
    );
    expect([p.sessionsThisWeek, p.sessionsThisMonth, p.sessionsTotal]).toEqual([1, 2, 3]);
    expect(p.minutesThisWeek).toBe(Math.round((540 + 539 + 9000) / 60));
  });

  it('lists the themes listened to most, all time', () => {
    const p = progressOf(
      [
        row('2026-11-25', 'a1', 600, 'sueno'),
        row('2026-09-01', 'a2', 1200, 'estres'),
        row('2026-11-02', 'a1', 300, 'sueno'),
        row('2026-11-03', 'a1', 60, 'duelo'),
        row('2026-11-04', 'a1', 30, 'pareja'),
      ],
      durations,
      TODAY,
    );
    expect(p.topThemes).toEqual([
      { themeId: 'estres', minutes: 20 },
      { themeId: 'sueno', minutes: 15 },
      { themeId: 'duelo', minutes: 1 },
    ]);
  });

  it('misses the listener after a week without listening, and keeps no streak', () => {
    expect(progressOf([row('2026-11-18', 'a1', 60)], durations, TODAY)).toMatchObject({
      lastListenedOn: '2026-11-18',
      missedYou: true,
      sessionsTotal: 0,
    });
    expect(progressOf([row('2026-11-19', 'a1', 60)], durations, TODAY).missedYou).toBe(false);
    expect(progressOf([], durations, TODAY)).toEqual(NO_PROGRESS);
  });
});
