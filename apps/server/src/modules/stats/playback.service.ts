import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.js';
import type { Db } from '../../db/client.js';
import { listeningAudioDays, listeningDays, playbackPositions } from '../../db/schema/index.js';

const DAY_MS = 86_400_000;
/** Slack for network jitter between two reports. */
const TOLERANCE_S = 2;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Listening time. Each report is credited at most the real time elapsed since the previous report
 * (or since access was granted), so a client cannot inflate totals; time crossing midnight (UTC)
 * is split between the two days.
 */
export function playbackService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    /** Starts the clock for a user and audio: called when a signed URL is handed out. */
    async touch(userId: string, audioId: string) {
      const now = clock.now();
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

    async report(input: {
      userId: string;
      audio: { id: string; themeId: string; categoryId: string; duration: number };
      listenedSeconds: number;
      positionSeconds: number;
    }): Promise<{ credited: number }> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const prev = await tx
          .select({ lastReportAt: playbackPositions.lastReportAt })
          .from(playbackPositions)
          .where(
            and(eq(playbackPositions.userId, input.userId), eq(playbackPositions.audioId, input.audio.id)),
          )
          .for('update')
          .limit(1);
        const last = prev[0]?.lastReportAt;
        const elapsed = last ? Math.max(0, (now.getTime() - last.getTime()) / 1000) : 0;
        const credited = Math.floor(Math.min(input.listenedSeconds, elapsed + TOLERANCE_S));
        const position = Math.floor(
          Math.min(input.positionSeconds, Math.max(input.audio.duration, 0) || input.positionSeconds),
        );

        await tx
          .insert(playbackPositions)
          .values({
            userId: input.userId,
            audioId: input.audio.id,
            positionSeconds: position,
            lastReportAt: now,
          })
          .onConflictDoUpdate({
            target: [playbackPositions.userId, playbackPositions.audioId],
            set: { positionSeconds: position, lastReportAt: now },
          });

        if (credited > 0) {
          const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
          const today = Math.min(credited, Math.floor((now.getTime() - midnight) / 1000));
          const parts: [string, number][] = [[dayOf(now), today]];
          if (credited > today) parts.push([dayOf(new Date(midnight - DAY_MS)), credited - today]);
          for (const [day, seconds] of parts) {
            if (seconds <= 0) continue;
            await tx
              .insert(listeningDays)
              .values({
                userId: input.userId,
                audioId: input.audio.id,
                themeId: input.audio.themeId,
                categoryId: input.audio.categoryId,
                day,
                seconds,
                updatedAt: now,
              })
              .onConflictDoUpdate({
                target: [listeningDays.userId, listeningDays.audioId, listeningDays.day],
                set: { seconds: sql`${listeningDays.seconds} + ${seconds}`, updatedAt: now },
              });
            await tx
              .insert(listeningAudioDays)
              .values({
                day,
                audioId: input.audio.id,
                themeId: input.audio.themeId,
                categoryId: input.audio.categoryId,
                seconds,
              })
              .onConflictDoUpdate({
                target: [listeningAudioDays.day, listeningAudioDays.audioId],
                set: { seconds: sql`${listeningAudioDays.seconds} + ${seconds}` },
              });
          }
        }
        return { credited };
      });
    },
  };
}
export type PlaybackService = ReturnType<typeof playbackService>;
