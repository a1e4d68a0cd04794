import { es } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import { AppError } from '../../lib/errors.js';
import type { AccessService } from '../library/access.service.js';
import type { StatsRepository } from './stats.repository.js';

const DAY_MS = 86_400_000;
/** Slack for network jitter between two reports. */
const TOLERANCE_S = 2;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Listening time. Each report is credited at most the real time elapsed since the previous report
 * (or since access was granted), so a client cannot inflate totals; time crossing midnight (UTC)
 * is split between the two days.
 */
export function playbackService(deps: {
  repo: StatsRepository;
  clock: Clock;
  access: Pick<AccessService, 'playableAudio' | 'grant'>;
}) {
  const { repo, clock } = deps;

  async function report(input: {
    userId: string;
    audio: { id: string; themeId: string; categoryId: string; duration: number };
    listenedSeconds: number;
    positionSeconds: number;
  }): Promise<{ credited: number }> {
    const now = clock.now();
    return repo.transaction(async (tx) => {
      const last = await tx.lastReportForUpdate(input.userId, input.audio.id);
      const elapsed = last ? Math.max(0, (now.getTime() - last.getTime()) / 1000) : 0;
      const credited = Math.floor(Math.min(input.listenedSeconds, elapsed + TOLERANCE_S));
      const position = Math.floor(
        Math.min(input.positionSeconds, Math.max(input.audio.duration, 0) || input.positionSeconds),
      );
      await tx.savePosition(input.userId, input.audio.id, position, now);

      if (credited > 0) {
        const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
        const today = Math.min(credited, Math.floor((now.getTime() - midnight) / 1000));
        const parts: [string, number][] = [[dayOf(now), today]];
        if (credited > today) parts.push([dayOf(new Date(midnight - DAY_MS)), credited - today]);
        for (const [day, seconds] of parts) {
          if (seconds <= 0) continue;
          await tx.addListening({ userId: input.userId, audio: input.audio, day, seconds, now });
        }
      }
      return { credited };
    });
  }

  return {
    report,

    /**
     * A player's report (library and trial alike): credited only while the user may play the
     * audio (a subscription or the trial opens it).
     */
    async reportListening(
      user: { id: string; temporaryAudioId: string | null; temporaryAudioSelectedAt: Date | null },
      body: { audioId: string; listenedSeconds: number; positionSeconds: number },
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
