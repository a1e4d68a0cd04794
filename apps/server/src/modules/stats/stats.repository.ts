import { type SQL, and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  listeningAudioDays,
  listeningDays,
  playbackPositions,
  playbackReports,
} from '../../db/schema/index.js';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

export interface ListenedPart {
  userId: string;
  audio: { id: string; themeId: string; categoryId: string };
  day: string;
  seconds: number;
  now: Date;
}

/** Listening time (per user and day, per audio and day) and where each user is in each audio. */
function queries(db: Db) {
  return {
    /** Starts the clock for a user and audio, keeping an earlier start. */
    async touch(userId: string, audioId: string, now: Date) {
      await db
        .insert(playbackPositions)
        .values({ userId, audioId, positionSeconds: 0, lastReportAt: now })
        .onConflictDoUpdate({
          target: [playbackPositions.userId, playbackPositions.audioId],
          // Keep an earlier start: re-requesting a URL must not reset a running interval.
          set: { lastReportAt: sql`least(${playbackPositions.lastReportAt}, ${now})` },
        });
    },

    async position(userId: string, audioId: string): Promise<number> {
      const rows = await db
        .select({ p: playbackPositions.positionSeconds })
        .from(playbackPositions)
        .where(and(eq(playbackPositions.userId, userId), eq(playbackPositions.audioId, audioId)))
        .limit(1);
      return rows[0]?.p ?? 0;
    },

    /** A user's listening by day and audio, and saved positions, for the data export. */
    async listeningOf(userId: string) {
      return db
        .select({ day: listeningDays.day, audioId: listeningDays.audioId, seconds: listeningDays.seconds })
        .from(listeningDays)
        .where(eq(listeningDays.userId, userId))
        .orderBy(listeningDays.day, listeningDays.audioId);
    },
    async positionRowsOf(userId: string) {
      return db
        .select({
          audioId: playbackPositions.audioId,
          positionSeconds: playbackPositions.positionSeconds,
          at: playbackPositions.lastReportAt,
        })
        .from(playbackPositions)
        .where(eq(playbackPositions.userId, userId));
    },

    /**
     * A deleted account's playback positions. Its listening days stay (the account row is now
     * anonymous, and the back-office's totals must not change); so do the ids of reports already
     * counted, which hold nothing personal and keep a replay from counting twice.
     */
    async forgetUser(tx: Db, userId: string) {
      await tx.delete(playbackPositions).where(eq(playbackPositions.userId, userId));
    },

    /** Every saved position of a user, by audio. */
    async positionsOf(userId: string) {
      const rows = await db
        .select({ audioId: playbackPositions.audioId, p: playbackPositions.positionSeconds })
        .from(playbackPositions)
        .where(eq(playbackPositions.userId, userId));
      return new Map(rows.map((r) => [r.audioId, r.p]));
    },

    /** The last report's time, the row locked until the transaction ends. */
    async lastReportForUpdate(userId: string, audioId: string) {
      const rows = await db
        .select({ lastReportAt: playbackPositions.lastReportAt })
        .from(playbackPositions)
        .where(and(eq(playbackPositions.userId, userId), eq(playbackPositions.audioId, audioId)))
        .for('update')
        .limit(1);
      return rows[0]?.lastReportAt;
    },

    /** Moves the last report's time to `lastReportAt`, and the saved position unless it is null. */
    async saveReport(userId: string, audioId: string, lastReportAt: Date, positionSeconds: number | null) {
      await db
        .insert(playbackPositions)
        .values({ userId, audioId, positionSeconds: positionSeconds ?? 0, lastReportAt })
        .onConflictDoUpdate({
          target: [playbackPositions.userId, playbackPositions.audioId],
          set: positionSeconds === null ? { lastReportAt } : { positionSeconds, lastReportAt },
        });
    },

    /**
     * Records a report's id; false when it was already recorded (a repeated delivery). A concurrent
     * delivery of the same id waits here until the first one's transaction ends.
     */
    async claimReport(reportId: string, userId: string, now: Date) {
      const rows = await db
        .insert(playbackReports)
        .values({ reportId, userId, receivedAt: now })
        .onConflictDoNothing({ target: playbackReports.reportId })
        .returning({ reportId: playbackReports.reportId });
      return rows.length > 0;
    },

    /** Forgets the ids of reports received before `before`. */
    async pruneReports(before: Date) {
      await db.delete(playbackReports).where(lt(playbackReports.receivedAt, before));
    },

    /** Adds listened seconds to a day, for the user and for the audio. */
    async addListening({ userId, audio, day, seconds, now }: ListenedPart) {
      await db
        .insert(listeningDays)
        .values({
          userId,
          audioId: audio.id,
          themeId: audio.themeId,
          categoryId: audio.categoryId,
          day,
          seconds,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [listeningDays.userId, listeningDays.audioId, listeningDays.day],
          set: { seconds: sql`${listeningDays.seconds} + ${seconds}`, updatedAt: now },
        });
      await db
        .insert(listeningAudioDays)
        .values({ day, audioId: audio.id, themeId: audio.themeId, categoryId: audio.categoryId, seconds })
        .onConflictDoUpdate({
          target: [listeningAudioDays.day, listeningAudioDays.audioId],
          set: { seconds: sql`${listeningAudioDays.seconds} + ${seconds}` },
        });
    },

    /**
     * Listening seconds grouped by audio, theme or category (one id, or all), optionally within an
     * inclusive day range; the largest first.
     */
    async playtime(
      kind: 'audio' | 'theme' | 'category',
      id: string,
      range: { from: string; to: string } | null,
    ) {
      const col =
        kind === 'audio' ? sql`l.audio_id` : kind === 'theme' ? sql`l.theme_id` : sql`l.category_id`;
      const conds: SQL[] = [sql`true`];
      if (range) conds.push(sql`l.day between ${range.from}::date and ${range.to}::date`);
      if (id !== 'all') conds.push(sql`${col} = ${id}::uuid`);
      const rows = rowsOf<{ id: string; total: number | string }>(
        await db.execute(sql`
          select ${col} as id, sum(l.seconds)::bigint as total
            from listening_audio_days l
           where ${sql.join(conds, sql` and `)}
           group by ${col}
           order by total desc`),
      );
      return rows.map((r) => ({ id: r.id, total: Number(r.total) }));
    },
  };
}
type Queries = ReturnType<typeof queries>;

export function statsRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `fn` in one transaction, with this repository bound to it. */
    transaction<T>(fn: (repo: Queries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(queries(tx)));
    },
  };
}
export type StatsRepository = ReturnType<typeof statsRepository>;
