import { OFFLINE, es } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { groupCommit } from '../../lib/group-commit.js';
import type { BusinessMetrics } from '../../lib/metrics.js';
import type { AccessService } from '../library/access.service.js';
import type { ListenedPart, StatsRepository } from './stats.repository.js';

const DAY_MS = 86_400_000;
/** Slack for network jitter between two reports. */
const TOLERANCE_S = 2;
/** Report ids are kept a few days longer than a report may wait in a device's queue. */
const REPORT_IDS_KEPT_MS = (OFFLINE.reportMaxAgeDays + 5) * DAY_MS;
/** Old report ids are pruned at most this often (per server process). */
const PRUNE_EVERY_MS = 3600_000;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** What one report adds, decided from its time and the previous report's. */
export interface Crediting {
  /** Whole seconds credited. */
  credited: number;
  /** The previous report's time after this one (it never moves back). */
  lastReportAt: Date;
  /** Whether the report is not older than the previous one: only then it saves the position. */
  latest: boolean;
  /** The credited seconds by UTC day: time before the report's midnight goes to the day before. */
  days: [day: string, seconds: number][];
}

/**
 * Credits a report made at `at` (the server's clock, minus the time it waited in a device's
 * queue): at most the real time since the previous report `last` (none: only the tolerance),
 * never less than nothing. So reports queued offline and sent together count the time between
 * them, and a client cannot inflate totals.
 */
export function creditReport(at: Date, last: Date | undefined, listenedSeconds: number): Crediting {
  const elapsed = last ? (at.getTime() - last.getTime()) / 1000 : 0;
  const credited = Math.max(0, Math.floor(Math.min(listenedSeconds, elapsed + TOLERANCE_S)));
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const today = Math.min(credited, Math.floor((at.getTime() - midnight) / 1000));
  const days: [string, number][] = [
    [dayOf(at), today],
    [dayOf(new Date(midnight - DAY_MS)), credited - today],
  ];
  return {
    credited,
    lastReportAt: last && last > at ? last : at,
    latest: !last || at >= last,
    days: days.filter(([, seconds]) => seconds > 0),
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
 * What a batch of reports writes, decided from the locked state before it (`last`: the last
 * report's time and saved position by `userId:audioId`) and the ids it may claim (`claimed`):
 * the reports are taken in arrival order, exactly as if each ran alone one after the other, so
 * two reports of one user and audio in a batch are credited as two sequential reports, and an id
 * counts for its first report only.
 */
export function creditBatch(
  reports: PendingReport[],
  claimed: Set<string>,
  last: Map<string, { lastMs: number; positionSeconds: number }>,
) {
  const state = new Map<string, { last: Date | undefined; position: number; changed: boolean }>();
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
      s = {
        last: before ? new Date(before.lastMs) : undefined,
        position: before?.positionSeconds ?? 0,
        changed: false,
      };
      state.set(key, s);
    }
    const c = creditReport(r.at, s.last, r.listenedSeconds);
    s.last = c.lastReportAt;
    s.changed = true;
    if (c.latest) {
      s.position = Math.floor(
        Math.min(r.positionSeconds, Math.max(r.audio.duration, 0) || r.positionSeconds),
      );
    }
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
      return { userId, audioId, lastReportAt: s.last as Date, positionSeconds: s.position };
    });
  return { credited, positions, listened: [...listened.values()] };
}

/** At most this many reports per transaction. */
const MAX_BATCH = 500;
/** Batches written at once (each holds one pooled connection while it runs). */
const WRITERS = 2;

/**
 * Listening time. Each report is credited at most the real time elapsed since the previous report
 * (or since access was granted), so a client cannot inflate totals; time crossing midnight (UTC)
 * is split between the two days. A report with an id counts once however often it arrives.
 * Reports arriving together are written together (group commit, lib/group-commit.ts): one
 * transaction of three set-based statements per batch instead of one transaction per report, each
 * request answered once its batch is committed.
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
        const batch = creditBatch(reports, claimed, last);
        await tx.saveBatch(batch.positions, batch.listened);
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

    /** Starts the clock for a user and audio: called when a signed URL is handed out. */
    touch: (userId: string, audioId: string) => repo.touch(userId, audioId, clock.now()),

    position: (userId: string, audioId: string): Promise<number> => repo.position(userId, audioId),

    /** Where the user left each audio. */
    positionsOf: (userId: string) => repo.positionsOf(userId),
  };
}
export type PlaybackService = ReturnType<typeof playbackService>;
