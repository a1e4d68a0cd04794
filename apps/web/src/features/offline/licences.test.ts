import { LIMITS, OFFLINE, type OfflineLicence } from '@sanarte/shared';
import { describe, expect, it } from 'vitest';
import { type Licensed, applyCheckIn, isPlayable, licenceState, removalNotice } from './licences';

const DAY = 86_400_000;
const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const licence = (patch: Partial<OfflineLicence> = {}): OfflineLicence => ({
  audioId: 'a1',
  issuedAt: iso(NOW - DAY),
  expiresAt: iso(NOW + 10 * DAY),
  limit: 'subscription',
  ...patch,
});

const record = (
  patch: Partial<OfflineLicence> = {},
  checkedInAt = NOW - DAY,
): Licensed & { title: string } => ({
  audioId: patch.audioId ?? 'a1',
  title: 'Calma profunda',
  licence: licence(patch),
  checkedInAt: iso(checkedInAt),
});

describe('a download licence', () => {
  it('is valid until the licence ends when that comes before the offline days run out', () => {
    const r = record({ expiresAt: iso(NOW + 10 * DAY) });
    expect(licenceState(r, NOW)).toEqual({ valid: true, until: NOW + 10 * DAY });
    expect(isPlayable(r, NOW + 10 * DAY - 1)).toBe(true);
  });

  it('is valid until 30 days after the last check-in when that comes first', () => {
    const r = record({ expiresAt: iso(NOW + 90 * DAY) }, NOW - 5 * DAY);
    expect(licenceState(r, NOW)).toEqual({ valid: true, until: NOW + (OFFLINE.maxOfflineDays - 5) * DAY });
  });

  it.each([
    ['subscription', 'subscription'],
    ['trial', 'trial'],
    ['check-in', 'check-in'],
  ] as const)('ends with its own limit (%s) when its end date passes', (limit, reason) => {
    const ends = NOW - 1000;
    expect(licenceState(record({ limit, expiresAt: iso(ends) }), NOW)).toEqual({
      valid: false,
      at: ends,
      reason,
    });
  });

  it('ends at exactly its end date', () => {
    const ends = NOW + DAY;
    expect(licenceState(record({ expiresAt: iso(ends) }), ends).valid).toBe(false);
  });

  it('ends for lack of a check-in after 30 days offline, even with a longer subscription', () => {
    const checkedIn = NOW - 31 * DAY;
    expect(licenceState(record({ expiresAt: iso(NOW + 300 * DAY) }, checkedIn), NOW)).toEqual({
      valid: false,
      at: checkedIn + OFFLINE.maxOfflineDays * DAY,
      reason: 'check-in',
    });
  });

  it("gives the licence's own limit when both limits fall on the same instant", () => {
    const checkedIn = NOW - 40 * DAY;
    const ends = checkedIn + OFFLINE.maxOfflineDays * DAY;
    expect(licenceState(record({ limit: 'trial', expiresAt: iso(ends) }, checkedIn), NOW)).toMatchObject({
      valid: false,
      reason: 'trial',
    });
  });

  it('is over when its dates cannot be read', () => {
    expect(licenceState(record({ expiresAt: 'never' }), NOW)).toEqual({
      valid: false,
      at: NOW,
      reason: 'subscription',
    });
    expect(licenceState({ ...record(), checkedInAt: '' }, NOW).valid).toBe(false);
    const odd = { ...record(), licence: { ...licence(), limit: 'forever' as never, expiresAt: 'x' } };
    expect(licenceState(odd, NOW)).toMatchObject({ valid: false, reason: 'check-in' });
  });
});

describe('a check-in answer', () => {
  const a1 = record({ audioId: 'a1' }, NOW - 20 * DAY);
  const a2 = record({ audioId: 'a2' }, NOW - 20 * DAY);
  const a3 = record({ audioId: 'a3' }, NOW - 20 * DAY);

  it('renews a licence: the new licence, checked in now', () => {
    const renewedLicence = licence({ audioId: 'a1', issuedAt: iso(NOW), expiresAt: iso(NOW + 60 * DAY) });
    const outcome = applyCheckIn([a1, a2], { licences: [renewedLicence], revoked: [] }, NOW);
    expect(outcome.removed).toEqual([]);
    expect(outcome.renewed).toEqual([{ ...a1, licence: renewedLicence, checkedInAt: iso(NOW) }]);
    // The offline days start again: the licence now lasts 30 days from now.
    expect(licenceState(outcome.renewed[0]!, NOW)).toEqual({
      valid: true,
      until: NOW + OFFLINE.maxOfflineDays * DAY,
    });
  });

  it('removes revoked audios with the reason the server gave', () => {
    const outcome = applyCheckIn(
      [a1, a2, a3],
      {
        licences: [],
        revoked: [
          { audioId: 'a1', reason: 'no-access' },
          { audioId: 'a2', reason: 'not-found' },
        ],
      },
      NOW,
    );
    expect(outcome.renewed).toEqual([]);
    expect(outcome.removed).toEqual([
      { record: a1, reason: 'no-access' },
      { record: a2, reason: 'not-found' },
    ]);
  });

  it('removes an audio whose renewed licence is already over, with its limit', () => {
    const over = licence({ audioId: 'a1', limit: 'trial', expiresAt: iso(NOW - 1) });
    expect(applyCheckIn([a1], { licences: [over], revoked: [] }, NOW)).toEqual({
      renewed: [],
      removed: [{ record: a1, reason: 'trial' }],
    });
  });

  it('ignores audios it was not asked about, and leaves unmentioned records alone', () => {
    const stranger = licence({ audioId: 'zz' });
    const outcome = applyCheckIn(
      [a1],
      { licences: [stranger], revoked: [{ audioId: 'yy', reason: 'no-access' }] },
      NOW,
    );
    expect(outcome).toEqual({ renewed: [], removed: [] });
  });

  it('lets a revocation win over a licence for the same audio, and counts each audio once', () => {
    const outcome = applyCheckIn(
      [a1],
      {
        licences: [licence({ audioId: 'a1' }), licence({ audioId: 'a1' })],
        revoked: [
          { audioId: 'a1', reason: 'no-access' },
          { audioId: 'a1', reason: 'no-access' },
        ],
      },
      NOW,
    );
    expect(outcome).toEqual({ renewed: [], removed: [{ record: a1, reason: 'no-access' }] });
  });
});

describe('the notice of a removed download', () => {
  it.each([
    ['subscription', 'Hemos quitado «Calma» de tus descargas: tu suscripción ha terminado.'],
    [
      'trial',
      `Hemos quitado «Calma» de tus descargas: el audio de prueba solo estaba disponible ${LIMITS.trialHours} horas.`,
    ],
    [
      'check-in',
      'Hemos quitado «Calma» de tus descargas: hace más de 30 días que la app no se conecta. Conéctate y vuelve a descargarlo.',
    ],
    ['no-access', 'Hemos quitado «Calma» de tus descargas: tu plan ya no incluye este audio.'],
    ['not-found', 'Hemos quitado «Calma» de tus descargas: este audio ya no está disponible.'],
  ] as const)('says why (%s)', (reason, text) => {
    expect(removalNotice('Calma', reason)).toBe(text);
  });
});
