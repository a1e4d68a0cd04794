import { es, playbackAnswer, playbackReportSchema } from '@sanarte/shared';
import { AppError } from '../../lib/errors.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { responses } from '../../lib/responses.js';
import { routes } from '../../lib/route-options.js';
import { xsrfMatches } from '../../plugins/app/security.js';
import { guards } from '../auth/auth.plugin.js';
import type { PlaybackService } from './playback.service.js';

export interface PlaybackRoutesDeps {
  playback: PlaybackService;
  rateLimits: RateLimits;
}

/**
 * POST /api/stats/playback — JSON, or text/plain JSON from navigator.sendBeacon. The one endpoint
 * both players (library and trial) report to.
 */
export const playbackRoutes = routes(async (app, deps: PlaybackRoutesDeps) => {
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
      schema: {
        summary: 'Report listening progress from a player',
        body: playbackReportSchema,
        response: responses({ 200: playbackAnswer }),
      },
      config: { access: 'user', xsrf: 'body', rateLimit: deps.rateLimits.writes },
    },
    async (req) => {
      if (!xsrfMatches(req, req.body.xsrf)) throw new AppError(403, es.errors.xsrf);
      const a = await guards.user(req);
      const { credited } = await deps.playback.reportListening(a.user, req.body);
      return { success: true as const, data: { credited } };
    },
  );
});
