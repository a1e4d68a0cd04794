import { es, temporaryAudioRequestSchema } from '@sanarte/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { guards } from '../auth/auth.plugin.js';
import type { AccessRepository } from '../library/access.repository.js';
import type { AccessService } from '../library/access.service.js';
import type { PlaybackService } from '../stats/playback.service.js';
import type { UsersService } from '../users/users.service.js';

/** Signed audio URLs live at most an hour, and never past what opens the audio. */
export const URL_TTL_MS = 3600_000;

/** The one 48-hour trial audio. */
export function trialRoutes(
  deps: AppDeps & {
    users: UsersService;
    access: AccessService;
    accessRepo: AccessRepository;
    playback: PlaybackService;
  },
): FastifyPluginAsyncZod {
  const db = deps.database.db;

  return async (app) => {
    app.put(
      '/api/users/update-temporary-audio',
      {
        schema: { body: temporaryAudioRequestSchema },
        config: { access: 'user', rateLimit: deps.rateLimits.writes },
      },
      async (req) => {
        const a = await guards.user(req);
        // No endless trials from made-up addresses: the e-mail must be verified.
        if (!a.user.isVerified) throw new AppError(403, es.errors.forbidden);
        if (await deps.access.scope(a.user.id)) throw new AppError(403, es.errors.forbidden);
        if (a.user.temporaryAudioId) throw new AppError(409, es.test.trialAlreadyChosen);
        const audio = await deps.accessRepo.playableAudio(req.body.audioId);
        if (!audio) throw new AppError(404, es.test.fetchError);
        // The trial is chosen among the themes the test suggested.
        const profile = await deps.users.profile(a.user);
        const suggested = new Set(profile.testResult?.topTemas ?? []);
        if (!suggested.has(audio.themeSlug)) throw new AppError(403, es.errors.forbidden);

        const now = deps.clock.now();
        const updated = await db
          .update(users)
          .set({ temporaryAudioId: audio.id, temporaryAudioSelectedAt: now, updatedAt: sql`now()` })
          .where(and(eq(users.id, a.user.id), isNull(users.temporaryAudioId)))
          .returning({ id: users.id });
        if (updated.length === 0) throw new AppError(409, es.test.trialAlreadyChosen);
        const user = await deps.users.profileById(a.user.id);
        return { success: true, message: 'OK', data: { user } };
      },
    );

    app.get('/api/users/check-temp-audio', { config: { access: 'user' } }, async (req) => {
      const a = await guards.user(req);
      const { temporaryAudioId, temporaryAudioSelectedAt } = a.user;
      if (!temporaryAudioId || !temporaryAudioSelectedAt) throw new AppError(404, es.test.fetchError);
      const until = deps.access.trialEnds(temporaryAudioSelectedAt);
      const now = deps.clock.now();
      if (until <= now) throw new AppError(401, es.test.trialExpired);
      const audio = await deps.accessRepo.playableAudio(temporaryAudioId);
      if (!audio) throw new AppError(404, es.test.fetchError);
      const expiresAt = new Date(Math.min(until.getTime(), now.getTime() + URL_TTL_MS));
      const audioUrl = await deps.storage.signedUrl(audio.audioPath, expiresAt);
      await deps.playback.touch(a.user.id, audio.id);
      return {
        success: true,
        message: 'OK',
        data: {
          audioUrl,
          expiresAt: expiresAt.toISOString(),
          availableUntil: until.toISOString(),
          audioId: audio.id,
        },
      };
    });
  };
}
