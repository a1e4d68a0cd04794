import {
  audioAccessAnswer,
  downloadGrantAnswer,
  downloadRequestSchema,
  idParam,
  libraryAnswer,
  licenceCheckAnswer,
  licenceCheckSchema,
} from '@sanarte/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimits } from '../../lib/rate-limits.js';
import { answering } from '../../lib/route-options.js';
import { guards } from '../auth/auth.plugin.js';
import type { LibraryService } from './library.service.js';

export interface LibraryRoutesDeps {
  library: LibraryService;
  rateLimits: RateLimits;
}

/**
 * Mi Biblioteca: what the user's subscription opens, signed URLs to play it, and downloads to keep
 * on the device (a subscription's audios, or the trial's one) with licences the app renews.
 */
export function libraryRoutes(deps: LibraryRoutesDeps): FastifyPluginAsyncZod {
  const { library } = deps;
  return async (app) => {
    app.get(
      '/api/library',
      answering(
        { access: 'member' },
        {
          summary: "List the audios the signed-in user's subscription opens",
          querystring: z.object({ q: z.string().trim().max(100).optional() }),
        },
        libraryAnswer,
      ),
      async (req) => {
        const a = await guards.member(req);
        return { success: true as const, data: await library.library(a.user.id, req.query.q) };
      },
    );

    app.get(
      '/api/audios/:id/access',
      answering(
        { access: 'member' },
        { summary: 'Get a signed URL to play an audio and where the user left it', params: idParam },
        audioAccessAnswer,
      ),
      async (req) => {
        const a = await guards.member(req);
        return { success: true as const, data: await library.audioAccess(a.user, req.params.id) };
      },
    );

    app.post(
      '/api/library/downloads',
      answering(
        { access: 'user', rateLimit: deps.rateLimits.writes },
        { summary: 'Get a licence and a signed URL to keep an audio offline', body: downloadRequestSchema },
        downloadGrantAnswer,
      ),
      async (req) => {
        const a = await guards.user(req);
        return { success: true as const, data: await library.download(a.user, req.body.audioId) };
      },
    );

    app.post(
      '/api/library/downloads/check',
      answering(
        { access: 'user', rateLimit: deps.rateLimits.writes },
        { summary: 'Renew or revoke the licences of downloaded audios', body: licenceCheckSchema },
        licenceCheckAnswer,
      ),
      async (req) => {
        const a = await guards.user(req);
        return { success: true as const, data: await library.checkLicences(a.user, req.body.audioIds) };
      },
    );
  };
}
