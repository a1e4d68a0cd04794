import {
  audioAccessAnswer,
  downloadGrantAnswer,
  downloadRequestSchema,
  idParam,
  libraryAnswer,
  licenceCheckAnswer,
  licenceCheckSchema,
} from '@sanarte/shared';
import { z } from 'zod';
import type { RateLimits } from '../../lib/rate-limits.js';
import { read, routes, write } from '../../lib/route-options.js';
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
export const libraryRoutes = routes(async (app, { library, rateLimits: { writes } }: LibraryRoutesDeps) => {
  app.get(
    '/api/library',
    read('member', "List the audios the signed-in user's subscription opens", libraryAnswer, {
      querystring: z.object({ q: z.string().trim().max(100).optional() }),
    }),
    async (req) => {
      const a = await guards.member(req);
      return { success: true as const, data: await library.library(a.user.id, req.query.q) };
    },
  );

  app.get(
    '/api/audios/:id/access',
    read('member', 'Get a signed URL to play an audio and where the user left it', audioAccessAnswer, {
      params: idParam,
    }),
    async (req) => {
      const a = await guards.member(req);
      return { success: true as const, data: await library.audioAccess(a.user, req.params.id) };
    },
  );

  app.post(
    '/api/library/downloads',
    write('user', writes, 'Get a licence and a signed URL to keep an audio offline', downloadGrantAnswer, {
      body: downloadRequestSchema,
    }),
    async (req) => {
      const a = await guards.user(req);
      return { success: true as const, data: await library.download(a.user, req.body.audioId) };
    },
  );

  app.post(
    '/api/library/downloads/check',
    write('user', writes, 'Renew or revoke the licences of downloaded audios', licenceCheckAnswer, {
      body: licenceCheckSchema,
    }),
    async (req) => {
      const a = await guards.user(req);
      return { success: true as const, data: await library.checkLicences(a.user, req.body.audioIds) };
    },
  );
});
