import { OFFLINE, businessDay, businessMidnight, es } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { groupCommit } from '../../lib/group-commit.js';
import type { BusinessMetrics } from '../../lib/metrics.js';
import type { AccessService } from '../library/access.service.js';
import type { ListenedPart, PairState, ReachChange, StatsRepository } from './stats.repository.js';

const DAY_MS = 86_400_000;
/** Slack for network jitter between two reports. */
const TOLERANCE_S = 2;
/**
 * How much earlier than its claim a report's credited stretch may begin on the person's clock:
 * the report's own time and its previous report's time may each be off by the tolerance.
 */
const SLACK_S = 2 * TOLERANCE_S;
/** Report ids are kept a few days longer than a report may wait in a device's queue. */
const REPORT_IDS_KEPT_MS = (OFFLINE.reportMaxAgeDays + 5) * DAY_MS;
/** Old report ids are pruned at most this often (per server process). */
const PRUNE_EVERY_MS = 3600_000;

/** What one report adds, decided from its time and the previous report's. */
export interface Crediting {
  /** Whole seconds credited. */
  credited: number;
  /** The previous report's time after this one (it never moves back). */
  lastReportAt: Date;
  /** Whether the report is not older than the previous one: only then it saves the position. */
  latest: boolean;
  /**
   * The credited seconds by Spain's calendar day (the back-office's days): time before the report's
   * midnight in Madrid goes to the day before.
   */
  days: [day: string, seconds: number][];
  /** Until when the person's time is credited after this report (it never moves back). */
  creditedUntil: Date | undefined;
}

/**
 * Credits a report made at `reportAt` (the server's clock, minus the time it waited in a device's
 * queue), for one person and audio:
 * - never placed before `fetchedAt`, when the person first fetched the audio (a signed URL or a
 *   download): an earlier report is placed there;
 * - at most the real time since the previous report `last` (or the fetch; neither: only the
 *   tolerance), never less than nothing, so reports queued offline and sent together count the
 *   time between them;
 * - laid on the person's wall clock after `creditedUntil`, where their credited time (any audio)
 *   ends: the stretch starts at most SLACK_S before the report's claim, never before the fetch
 *   (less the tolerance) or `creditedUntil`, and ends by the report's time. So two audios played
 *   "at once", or many reports sent at once, never add up to more than the time that passed.
 */
export function creditReport(
  reportAt: Date,
  last: Date | undefined,
  listenedSeconds: number,
  person: { fetchedAt?: Date | undefined; creditedUntil?: Date | undefined } = {},
): Crediting {
  const { fetchedAt, creditedUntil } = person;
  const at = fetchedAt && reportAt < fetchedAt ? fetchedAt : reportAt;
  const since = fetchedAt && (!last || last < fetchedAt) ? fetchedAt : last;
  const elapsed = since ? (at.getTime() - since.getTime()) / 1000 : 0;
  const claim = Math.max(0, Math.min(listenedSeconds, elapsed + TOLERANCE_S));
  let from = at.getTime() - (claim + SLACK_S) * 1000;
  if (fetchedAt) from = Math.max(from, fetchedAt.getTime() - TOLERANCE_S * 1000);
  if (creditedUntil) from = Math.max(from, creditedUntil.getTime());
  const credited = Math.max(0, Math.floor(Math.min(claim, (at.getTime() - from) / 1000)));
  const midnight = businessMidnight(at).getTime();
  const today = Math.min(credited, Math.floor((at.getTime() - midnight) / 1000));
  const days: [string, number][] = [
    [businessDay(at), today],
    [businessDay(midnight - 1), credited - today],
  ];
  return {
    credited,
    lastReportAt: last && last > at ? last : at,
    latest: !last || at >= last,
    days: days.filter(([, seconds]) => seconds > 0),
    creditedUntil: credited > 0 ? new Date(from + credited * 1000) : creditedUntil,
  };
}

/** One report waiting for its batch: who, what, when (the server's clock) and what it says. */
export interface PendingReport {
  userId: string;
  audio: { id: string; themeId: string; categoryId: string; duration: number };
  listenedSeconds: number;
  positionSeconds: number;
  /** The report's own id, lower-case: a second delivery credits nothing and changes nothing. */
  reportId?: string | undefined;
  /** When it arrived. */
  now: Date;
  /** When it was made: now − the time it waited in the device's queue. */
  at: Date;
}

/**
 * What a batch of reports writes, decided from the locked state before it (`last`: each
 * `userId:audioId` pair's previous report, saved position and first fetch; `until`: where each
 * user's credited time ends) and the ids it may claim (`claimed`): the reports are taken in
 * arrival order, exactly as if each ran alone one after the other, so two reports of one user in
 * a batch are credited as two sequential reports, and an id counts for its first report only. A
 * report on an audio the user never fetched credits nothing and changes nothing.
 */
export function creditBatch(
  reports: PendingReport[],
  claimed: Set<string>,
  last: Map<string, PairState>,
  until: Map<string, number | null> = new Map(),
) {
  const state = new Map<
    string,
    {
      last: Date | undefined;
      fetchedAt: Date;
      position: number;
      changed: boolean;
      duration: number;
      /** Before the batch: where the listener's furthest point was (null: not a listener yet). */
      furthestBefore: number | null;
      /** The furthest point now, once they are a listener (any listening time credited). */
      furthest: number | null;
    }
  >();
  const watermarks = new Map<string, { until: Date | undefined; changed: boolean }>();
  const listened = new Map<string, ListenedPart>();
  const taken = new Set<string>();
  const credited = reports.map((r) => {
    if (r.reportId !== undefined) {
      if (!claimed.has(r.reportId) || taken.has(r.reportId)) return 0;
      taken.add(r.reportId);
    }
    const key = `${r.userId}:${r.audio.id}`;
    let s = state.get(key);
    if (!s) {
      const before = last.get(key);
      // Never fetched by this user: nothing could have been played.
      if (!before || before.fetchedMs === null) return 0;
      s = {
        last: new Date(before.lastMs),
        fetchedAt: new Date(before.fetchedMs),
        position: before.positionSeconds,
        changed: false,
        duration: r.audio.duration,
        furthestBefore: before.furthestSeconds,
        furthest: before.furthestSeconds,
      };
      state.set(key, s);
    }
    let w = watermarks.get(r.userId);
    if (!w) {
      const ms = until.get(r.userId);
      w = { until: ms == null ? undefined : new Date(ms), changed: false };
      watermarks.set(r.userId, w);
    }
    const c = creditReport(r.at, s.last, r.listenedSeconds, {
      fetchedAt: s.fetchedAt,
      creditedUntil: w.until,
    });
    s.last = c.lastReportAt;
    s.changed = true;
    if (c.creditedUntil && c.creditedUntil !== w.until) {
      w.until = c.creditedUntil;
      w.changed = true;
    }
    if (c.latest) {
      s.position = Math.floor(
        Math.min(r.positionSeconds, Math.max(r.audio.duration, 0) || r.positionSeconds),
      );
    }
    // A listener from their first credited second; their furthest point only moves forward.
    if (s.furthest !== null || c.days.length > 0) s.furthest = Math.max(s.furthest ?? 0, s.position);
    for (const [day, seconds] of c.days) {
      const k = `${key}:${day}`;
      const part = listened.get(k);
      if (part) {
        part.seconds += seconds;
        if (r.now > part.now) part.now = r.now;
      } else {
        listened.set(k, { userId: r.userId, audio: r.audio, day, seconds, now: r.now });
      }
    }
    return c.credited;
  });
  const positions = [...state]
    .filter(([, s]) => s.changed && s.last)
    .map(([key, s]) => {
      const [userId = '', audioId = ''] = key.split(':');
      return {
        userId,
        audioId,
        lastReportAt: s.last as Date,
        positionSeconds: s.position,
        furthestSeconds: s.furthest,
      };
    });
  const reach = new Map<string, ReachChange>();
  const move = (audioId: string, bucket: number, delta: number) => {
    const k = `${audioId}:${bucket}`;
    const e = reach.get(k) ?? { audioId, bucket, delta: 0 };
    e.delta += delta;
    reach.set(k, e);
  };
  for (const [key, s] of state) {
    if (s.furthest === null) continue;
    const audioId = key.split(':')[1] ?? '';
    const now = tenthOf(s.furthest, s.duration);
    if (s.furthestBefore !== null) {
      const was = tenthOf(s.furthestBefore, s.duration);
      if (was === now) continue;
      move(audioId, was, -1);
    }
    move(audioId, now, 1);
  }
  const creditedUntil = [...watermarks]
    .filter(([, w]) => w.changed && w.until)
    .map(([userId, w]) => ({ userId, until: w.until as Date }));
  return {
    credited,
    positions,
    listened: [...listened.values()],
    creditedUntil,
    reach: [...reach.values()].filter((r) => r.delta !== 0),
  };
}

/** The tenth of an audio (0 = under 10 %, …, 9 = its last tenth) a point in it falls in. */
export function tenthOf(seconds: number, duration: number): number {
  if (!(duration > 0)) return 0;
  return Math.max(0, Math.min(9, Math.floor((10 * seconds) / duration)));
}

/** At most this many reports per transaction. */
const MAX_BATCH = 500;
/** Batches written at once (each holds one pooled connection while it runs). */
const WRITERS = 2;

/**
 * Listening time. A report counts only for an audio the user fetched (a signed URL or a download,
 * `touch`), never placed before that moment; each is credited at most the real time elapsed
 * since the previous report (or the fetch), and a person's credited time across all audios never
 * runs ahead of the wall clock (`creditReport`), so a client cannot inflate totals; time crossing
 * midnight (Spain's) is split between the two days. A report with an id counts once however often it
 * arrives. Reports arriving together are written together (group commit, lib/group-commit.ts):
 * one transaction of four set-based statements per batch instead of one transaction per report,
 * each request answered once its batch is committed.
 */
export function playbackService(deps: {
  repo: StatsRepository;
  clock: Clock;
  access: Pick<AccessService, 'playableAudios' | 'grantsForMany'>;
  metrics: Pick<BusinessMetrics, 'listeningSeconds' | 'listeningBatch'>;
}) {
  const { repo, clock } = deps;
  let prunedAt = 0;

  /** Forgets report ids no queued report can repeat any more; at most once an hour. */
  async function pruneReportIds(now: Date) {
    if (Math.abs(now.getTime() - prunedAt) < PRUNE_EVERY_MS) return;
    prunedAt = now.getTime();
    // Housekeeping: the report is already counted, and a failure is retried with the next report.
    await repo.pruneReports(new Date(now.getTime() - REPORT_IDS_KEPT_MS)).catch(() => {
      prunedAt = 0;
    });
  }

  /** One transaction for a batch: claim the ids, lock the pairs, credit in order, write the sums. */
  const writer = groupCommit<PendingReport, number>(
    (reports) =>
      repo.transaction(async (tx) => {
        const ids = new Map<string, PendingReport>();
        for (const r of reports) if (r.reportId && !ids.has(r.reportId)) ids.set(r.reportId, r);
        const claimed = await tx.claimReports(
          [...ids].map(([reportId, r]) => ({ reportId, userId: r.userId, now: r.now })),
        );
        const keys = new Map<string, { userId: string; audioId: string }>();
        for (const r of reports) {
          if (r.reportId && !claimed.has(r.reportId)) continue;
          keys.set(`${r.userId}:${r.audio.id}`, { userId: r.userId, audioId: r.audio.id });
        }
        const last = await tx.lastReportsForUpdate([...keys.values()]);
        // Only users with an audio they fetched can be credited: their watermarks, locked.
        const users = new Set<string>();
        for (const [key, pair] of last) if (pair.fetchedMs !== null) users.add(key.split(':')[0] ?? '');
        const until = await tx.creditedUntilForUpdate([...users]);
        const batch = creditBatch(reports, claimed, last, until);
        await tx.saveBatch(batch.positions, batch.listened, batch.creditedUntil, batch.reach);
        return batch.credited;
      }),
    {
      maxBatch: MAX_BATCH,
      concurrency: WRITERS,
      onBatch: (size) => deps.metrics.listeningBatch.observe(size),
    },
  );

  type Holder = { id: string; temporaryAudioId: string | null; temporaryAudioSelectedAt: Date | null };
  type Audio = PendingReport['audio'];
  /**
   * Whether each report's user may play its audio now, for the reports arriving together: one
   * catalogue query and one subscriptions query for all of them (the same decisions as one by one).
   */
  const checks = groupCommit<{ user: Holder; audioId: string }, Audio | 404 | 403>(
    async (items) => {
      const users = new Map(items.map((i) => [i.user.id, i.user]));
      const [audios, grants] = await Promise.all([
        deps.access.playableAudios([...new Set(items.map((i) => i.audioId))]),
        deps.access.grantsForMany([...users.values()]),
      ]);
      const byId = new Map(audios.map((a) => [a.id, a]));
      return items.map(({ user, audioId }) => {
        const audio = byId.get(audioId);
        if (!audio) return 404;
        return grants.get(user.id)?.(audio) ? audio : 403;
      });
    },
    { maxBatch: MAX_BATCH, concurrency: WRITERS },
  );

  async function report(input: {
    userId: string;
    audio: { id: string; themeId: string; categoryId: string; duration: number };
    listenedSeconds: number;
    positionSeconds: number;
    /** The report's own id: a second delivery credits nothing and changes nothing. */
    reportId?: string | undefined;
    /** How long the report waited in the device's queue: it is placed at now − ageSeconds. */
    ageSeconds?: number | undefined;
  }): Promise<{ credited: number }> {
    const now = clock.now();
    const at = new Date(now.getTime() - Math.round((input.ageSeconds ?? 0) * 1000));
    const credited = await writer.submit({
      userId: input.userId,
      audio: input.audio,
      listenedSeconds: input.listenedSeconds,
      positionSeconds: input.positionSeconds,
      reportId: input.reportId?.toLowerCase(),
      now,
      at,
    });
    if (credited > 0) deps.metrics.listeningSeconds.inc(credited);
    if (input.reportId) await pruneReportIds(now);
    return { credited };
  }

  return {
    report,

    /** What the user opened and listened to from `since` on (an order's detail, withdrawal). */
    listenedSince: (userId: string, since: Date) => repo.listenedSince(userId, since, businessDay(since)),
    /** The user's listening by day and audio and the saved positions (data export). */
    listeningOf: (userId: string) => repo.listeningOf(userId),
    positionRowsOf: (userId: string) => repo.positionRowsOf(userId),
    /** A deleted account's positions, in the deletion's transaction. */
    forgetUser: (tx: Db, userId: string) => repo.forgetUser(tx, userId),

    /**
     * A player's report (library and trial alike, live or from the offline queue): credited only
     * while the user may play the audio (a subscription or the trial opens it).
     */
    async reportListening(
      user: { id: string; temporaryAudioId: string | null; temporaryAudioSelectedAt: Date | null },
      body: {
        audioId: string;
        listenedSeconds: number;
        positionSeconds: number;
        reportId?: string | undefined;
        ageSeconds?: number | undefined;
      },
    ) {
      const audio = await checks.submit({ user, audioId: body.audioId.toLowerCase() });
      if (audio === 404) throw new AppError(404, es.errors.notFound);
      if (audio === 403) throw new AppError(403, es.errors.forbidden);
      return report({
        userId: user.id,
        audio,
        listenedSeconds: body.listenedSeconds,
        positionSeconds: body.positionSeconds,
        reportId: body.reportId,
        ageSeconds: body.ageSeconds,
      });
    },

    /**
     * Records that the user fetched the audio (a signed URL to play it, or a download's licence was
     * handed out) and starts its listening clock: reports count from the first such moment.
     */
    touch: (userId: string, audioId: string) => repo.touch(userId, audioId, clock.now()),

    position: (userId: string, audioId: string): Promise<number> => repo.position(userId, audioId),

    /** Where the user left each audio. */
    positionsOf: (userId: string) => repo.positionsOf(userId),

    /** What the user did with each audio they opened: time credited, where they left it, when. */
    audioListeningOf: (userId: string) => repo.historyOf(userId),
  };
}
export type PlaybackService = ReturnType<typeof playbackService>;
