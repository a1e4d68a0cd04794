import { OFFLINE, es } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { BusinessMetrics } from '../../lib/metrics.js';
import type { AccessService } from '../library/access.service.js';
import type { StatsRepository } from './stats.repository.js';

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

/**
 * Listening time. Each report is credited at most the real time elapsed since the previous report
 * (or since access was granted), so a client cannot inflate totals; time crossing midnight (UTC)
 * is split between the two days. A report with an id counts once however often it arrives.
 */
export function playbackService(deps: {
  repo: StatsRepository;
  clock: Clock;
  access: Pick<AccessService, 'playableAudio' | 'grant'>;
  metrics: Pick<BusinessMetrics, 'listeningSeconds'>;
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
    const result = await repo.transaction(async (tx) => {
      if (input.reportId && !(await tx.claimReport(input.reportId, input.userId, now))) {
        return { credited: 0 };
      }
      const c = creditReport(
        at,
        await tx.lastReportForUpdate(input.userId, input.audio.id),
        input.listenedSeconds,
      );
      const position = Math.floor(
        Math.min(input.positionSeconds, Math.max(input.audio.duration, 0) || input.positionSeconds),
      );
      await tx.saveReport(input.userId, input.audio.id, c.lastReportAt, c.latest ? position : null);
      for (const [day, seconds] of c.days) {
        await tx.addListening({ userId: input.userId, audio: input.audio, day, seconds, now });
      }
      return { credited: c.credited };
    });
    if (result.credited > 0) deps.metrics.listeningSeconds.inc(result.credited);
    if (input.reportId) await pruneReportIds(now);
    return result;
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
      const audio = await deps.access.playableAudio(body.audioId);
      if (!audio) throw new AppError(404, es.errors.notFound);
      const grant = await deps.access.grant(user, audio);
      if (!grant) throw new AppError(403, es.errors.forbidden);
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
