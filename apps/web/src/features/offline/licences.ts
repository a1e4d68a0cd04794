import {
  type LicenceCheck,
  type LicenceLimit,
  OFFLINE,
  type OfflineLicence,
  type RevokeReason,
} from '@sanarte/shared';
import { offlineCopy } from './content';

/**
 * The rules of a download's licence, on the device. A download may be kept and played until the
 * earlier of the licence's own end (the subscription's end, or the trial's 48 hours) and
 * OFFLINE.maxOfflineDays after the app last checked in with the server. Pure functions of the
 * record and the time.
 */

const DAY_MS = 86_400_000;

/** Why a download leaves the device: a licence's limit passed, or the server revoked it. */
export type RemovalReason = LicenceLimit | RevokeReason;

/** What the rules read of a download. */
export interface Licensed {
  audioId: string;
  licence: OfflineLicence;
  /** When the server last renewed the licence (ISO). */
  checkedInAt: string;
}

export type LicenceState =
  | { valid: true; until: number }
  /** `at`: when it ended (epoch ms); `reason`: which limit ended it. */
  | { valid: false; at: number; reason: LicenceLimit };

const LIMITS: readonly string[] = ['subscription', 'trial', 'check-in'] satisfies LicenceLimit[];

/** The state of `record`'s licence at `now`. A licence whose dates cannot be read is over. */
export function licenceState(record: Licensed, now: number): LicenceState {
  const { licence } = record;
  const limit: LicenceLimit = LIMITS.includes(licence?.limit) ? licence.limit : 'check-in';
  const ends = Date.parse(licence?.expiresAt);
  const checkedIn = Date.parse(record.checkedInAt);
  if (!Number.isFinite(ends) || !Number.isFinite(checkedIn)) return { valid: false, at: now, reason: limit };
  const offlineEnds = checkedIn + OFFLINE.maxOfflineDays * DAY_MS;
  const until = Math.min(ends, offlineEnds);
  // The server's own limit wins a tie: it is the real reason.
  const reason: LicenceLimit = ends <= offlineEnds ? limit : 'check-in';
  return now < until ? { valid: true, until } : { valid: false, at: until, reason };
}

export const isPlayable = (record: Licensed, now: number): boolean => licenceState(record, now).valid;

/** What a check-in does to the kept records. */
export interface CheckInOutcome<R extends Licensed> {
  /** Records with their renewed licence (checked in now). */
  renewed: R[];
  /** Records to delete, and why. */
  removed: { record: R; reason: RemovalReason }[];
}

/**
 * Applies the server's check-in answer to `records`: a renewed licence replaces the old one and
 * restarts the offline days; a revoked audio is removed with the server's reason; a renewed licence
 * that is already over (a subscription that ended) removes the audio with its limit. Records the
 * answer does not mention are left as they are.
 */
export function applyCheckIn<R extends Licensed>(
  records: R[],
  answer: LicenceCheck,
  now: number,
): CheckInOutcome<R> {
  const byId = new Map(records.map((record) => [record.audioId, record]));
  const outcome: CheckInOutcome<R> = { renewed: [], removed: [] };
  const done = new Set<string>();
  for (const { audioId, reason } of answer.revoked ?? []) {
    const record = byId.get(audioId);
    if (!record || done.has(audioId)) continue;
    done.add(audioId);
    outcome.removed.push({ record, reason: reason === 'not-found' ? 'not-found' : 'no-access' });
  }
  for (const licence of answer.licences ?? []) {
    const record = byId.get(licence.audioId);
    if (!record || done.has(licence.audioId)) continue;
    done.add(licence.audioId);
    const next: R = { ...record, licence, checkedInAt: new Date(now).toISOString() };
    const state = licenceState(next, now);
    if (state.valid) outcome.renewed.push(next);
    else outcome.removed.push({ record, reason: state.reason });
  }
  return outcome;
}

/** What the listener reads when a download was taken off the device. */
export const removalNotice = (title: string, reason: RemovalReason): string =>
  offlineCopy.removed(title, reason);
