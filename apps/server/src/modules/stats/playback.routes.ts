import { es, playbackReportSchema } from '@sanarte/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { AppError } from '../../lib/errors.js';
import { xsrfMatches } from '../../plugins/app/security.js';
import { guards } from '../auth/auth.plugin.js';
import type { AccessRepository } from '../library/access.repository.js';
import type { AccessService } from '../library/access.service.js';
import type { PlaybackService } from './playback.service.js';

/** POST /api/stats/playback — JSON, or text/plain JSON from navigator.sendBeacon. */
export function playbackRoutes(
  deps: AppDeps & { access: AccessService; accessRepo: AccessRepository; playback: PlaybackService },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError(400, es.errors.invalidInput), undefined);
      }
    });

    app.post(
      '/api/stats/playback',
      {
        schema: { body: playbackReportSchema },
        config: { access: 'user', xsrf: 'body', rateLimit: deps.rateLimits.writes },
      },
      async (req) => {
        if (!xsrfMatches(req, req.body.xsrf)) throw new AppError(403, es.errors.xsrf);
        const a = await guards.user(req);
        const audio = await deps.accessRepo.playableAudio(req.body.audioId);
        if (!audio) throw new AppError(404, es.errors.notFound);
        const grant = await deps.access.grant(a.user, audio);
        if (!grant) throw new AppError(403, es.errors.forbidden);
        const { credited } = await deps.playback.report({
          userId: a.user.id,
          audio,
          listenedSeconds: req.body.listenedSeconds,
          positionSeconds: req.body.positionSeconds,
        });
        return { success: true, data: { credited } };
      },
    );
  };
}
