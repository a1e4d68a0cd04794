import {
  es,
  fileDeletedAnswer,
  mediaFolderAnswer,
  presignAnswer,
  presignSchema,
  uploadAnswer,
} from '@sanarte/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LocalStorage } from '../../adapters/storage/local.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { responses } from '../../lib/responses.js';
import { routes, write } from '../../lib/route-options.js';
import { guards } from '../auth/auth.plugin.js';
import type { AssetsService } from './assets.service.js';

export interface AssetsRoutesDeps {
  assets: AssetsService;
  /** The local store when media live on this machine: it serves the signed PUT itself. */
  local: LocalStorage | null;
  rateLimits: RateLimits;
}

/** The path after the route's prefix ('' for the root). */
const rest = (req: FastifyRequest) => (req.params as { '*'?: string })['*'] ?? '';

/** The back-office's files (Recursos): listing for staff, uploads and deletes for admin. */
export const assetsRoutes = routes(async (app, { assets, local, rateLimits }: AssetsRoutesDeps) => {
  const list = {
    config: { access: 'staff' as const },
    schema: { response: responses({ 200: mediaFolderAnswer }) },
  };
  const listFolder = async (req: FastifyRequest) => {
    await guards.staff(req);
    return { success: true as const, data: await assets.list(rest(req)) };
  };
  app.get(
    '/api/cdnFiles',
    { ...list, schema: { summary: 'List the top folder of the media files (staff)', ...list.schema } },
    listFolder,
  );
  app.get(
    '/api/cdnFiles/*',
    { ...list, schema: { summary: 'List a folder of the media files (staff)', ...list.schema } },
    listFolder,
  );

  app.delete(
    '/api/upload/*',
    write('admin', rateLimits.writes, 'Delete a media file no audio uses (admin)', fileDeletedAnswer),
    async (req) => {
      await guards.admin(req);
      const name = await assets.remove(rest(req));
      return { success: true as const, message: `Archivo "${name}" eliminado exitosamente` };
    },
  );

  app.post(
    '/api/upload/presign',
    write('admin', rateLimits.writes, 'Get a signed URL to upload a media file (admin)', presignAnswer, {
      body: presignSchema,
    }),
    async (req) => {
      await guards.admin(req);
      return { success: true as const, data: await assets.presign(req.body) };
    },
  );

  if (local) await app.register(localUploadRoute(assets, local));
});

/** The app's own signed PUT for local storage (what an S3 presigned PUT is in production). */
function localUploadRoute(assets: AssetsService, local: LocalStorage): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    app.put(
      '/cdn-upload/*',
      {
        schema: {
          summary: 'Upload a media file to its signed URL (local storage)',
          response: responses({ 200: uploadAnswer }),
        },
      },
      async (req) => {
        const data = await assets.upload(
          local,
          rest(req),
          req.query as { exp?: string; sig?: string },
          req.headers['content-type'] ?? '',
          req.body as NodeJS.ReadableStream,
        );
        return { success: true as const, message: es.admin.uploadSuccess, data };
      },
    );
  };
}
