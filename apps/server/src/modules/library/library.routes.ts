import { audioAccessAnswer, idParam, libraryAnswer } from '@sanarte/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../lib/responses.js';
import { guards } from '../auth/auth.plugin.js';
import type { LibraryService } from './library.service.js';

export interface LibraryRoutesDeps {
  library: LibraryService;
}

/** Mi Biblioteca: what the user's subscription opens, and signed URLs to play it. */
export function libraryRoutes(deps: LibraryRoutesDeps): FastifyPluginAsyncZod {
  const { library } = deps;
  return async (app) => {
    app.get(
      '/api/library',
      {
        config: { access: 'member' },
        schema: {
          querystring: z.object({ q: z.string().trim().max(100).optional() }),
          response: responses({ 200: libraryAnswer }),
        },
      },
      async (req) => {
        const a = await guards.member(req);
        return { success: true as const, data: await library.library(a.user.id, req.query.q) };
      },
    );

    app.get(
      '/api/audios/:id/access',
      {
        config: { access: 'member' },
        schema: { params: idParam, response: responses({ 200: audioAccessAnswer }) },
      },
      async (req) => {
        const a = await guards.member(req);
        return { success: true as const, data: await library.audioAccess(a.user, req.params.id) };
      },
    );
  };
}
