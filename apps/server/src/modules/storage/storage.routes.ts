import { es, presignSchema, timestampedName } from '@sanarte/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentTypeOf, extensionOf, isImageKey, normalizeKey } from '../../adapters/storage/keys.js';
import type { LocalStorage } from '../../adapters/storage/local.js';
import { looksLike, maxBytesFor } from '../../adapters/storage/magic.js';
import type { AppDeps } from '../../app.js';
import { audios } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { guards } from '../auth/auth.plugin.js';

const URL_TTL_MS = 3600_000;
const bareType = (t: string) => t.split(';')[0]?.trim() ?? t;
const UPLOAD_TTL_MS = 15 * 60_000;

/** Keeps letters, digits, dot, dash and underscore; the rest becomes '_'. */
export function safeFileName(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-120);
  return clean && clean !== '.' ? clean : null;
}

function pathParam(req: FastifyRequest, allowRoot: boolean): string {
  const raw = (req.params as { '*': string })['*'] ?? '';
  const key = normalizeKey(raw, { allowRoot });
  if (key === null) throw new AppError(400, es.errors.invalidMediaPath);
  return key;
}

/** The media library (Recursos): listing for staff, uploads and deletes for admin. */
export function storageRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { storage } = deps;

  return async (app) => {
    const list = async (req: FastifyRequest) => {
      await guards.staff(req);
      const folder = pathParam(req, true);
      const until = new Date(deps.clock.now().getTime() + URL_TTL_MS);
      const items = await storage.list(folder);
      return {
        success: true,
        data: {
          path: folder,
          items: await Promise.all(
            items.map(async (i) => ({
              name: i.name,
              path: i.key,
              isDirectory: i.isDirectory,
              size: i.size,
              lastModified: i.lastModified,
              url: i.isDirectory
                ? ''
                : isImageKey(i.key)
                  ? storage.publicUrl(i.key)
                  : await storage.signedUrl(i.key, until),
            })),
          ),
        },
      };
    };
    app.get('/api/cdnFiles', { config: { access: 'staff' } }, list);
    app.get('/api/cdnFiles/*', { config: { access: 'staff' } }, list);

    app.delete(
      '/api/upload/*',
      { config: { access: 'admin', rateLimit: deps.rateLimits.writes } },
      async (req) => {
        await guards.admin(req);
        const key = pathParam(req, false);
        const used = await deps.database.db
          .select({ id: audios.id })
          .from(audios)
          .where(and(eq(audios.audioPath, key), eq(audios.isDeleted, false)))
          .limit(1);
        if (used.length > 0) throw new AppError(409, es.admin.fileInUse);
        if (!(await storage.delete(key))) throw new AppError(404, es.admin.deleteFileError);
        const name = key.split('/').pop() ?? key;
        return { success: true, message: `Archivo "${name}" eliminado exitosamente` };
      },
    );

    app.post(
      '/api/upload/presign',
      { schema: { body: presignSchema }, config: { access: 'admin', rateLimit: deps.rateLimits.writes } },
      async (req) => {
        await guards.admin(req);
        const folder = normalizeKey(req.body.path, { allowRoot: true });
        if (folder === null) throw new AppError(400, es.errors.invalidMediaPath);
        if (folder === '') throw new AppError(400, es.admin.uploadAtRoot);
        const clean = safeFileName(req.body.fileName);
        if (!clean) throw new AppError(400, es.errors.invalidMediaPath);
        const fileName = timestampedName(clean, deps.clock.now().getTime());
        const key = `${folder}/${fileName}`;
        const expected = extensionOf(key) ? contentTypeOf(key) : 'application/octet-stream';
        const given = req.body.contentType.split(';')[0]?.trim().toLowerCase();
        const sameType =
          given === expected.split(';')[0] || (expected === 'audio/mpeg' && given === 'audio/mp3');
        if (!sameType) throw new AppError(400, es.admin.uploadTypeMismatch);
        // Signed with the bare type: the browser's PUT sends exactly this header back.
        const upload = await storage.presignUpload(
          key,
          bareType(expected),
          new Date(deps.clock.now().getTime() + UPLOAD_TTL_MS),
        );
        return {
          success: true,
          data: { ...upload, key, fileName, fileUrl: storage.publicUrl(key), maxBytes: maxBytesFor(key) },
        };
      },
    );

    if (storage.kind === 'local') await app.register(localUploadRoute(deps, storage as LocalStorage));
  };
}

/** The app's own signed PUT for local storage (what an S3 presigned PUT is in production). */
function localUploadRoute(deps: AppDeps, storage: LocalStorage): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    app.put<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string } }>(
      '/cdn-upload/*',
      async (req, reply) => {
        const key = normalizeKey(req.params['*'] ?? '');
        if (key === null) throw new AppError(400, es.errors.invalidMediaPath);
        const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
        const nowMs = deps.clock.now().getTime();
        if (!storage.verify(key, req.query.exp, req.query.sig, nowMs, 'put', type)) {
          throw new AppError(403, es.errors.mediaExpired);
        }
        // Single use: the first PUT takes the URL (across processes when Redis is configured).
        const ttl = Number(req.query.exp) * 1000 - nowMs + 1000;
        if (!(await deps.once.claim(`upload:${req.query.sig}`, ttl))) {
          throw new AppError(403, es.errors.mediaExpired);
        }
        const result = await storage.putStream(key, req.body as NodeJS.ReadableStream, {
          maxBytes: maxBytesFor(key),
          check: (head) => looksLike(key, head),
        });
        if (!result.ok) {
          if (result.reason === 'too-large') {
            reply.header('connection', 'close');
            throw new AppError(413, es.admin.uploadTooLarge);
          }
          throw new AppError(400, es.admin.uploadTypeMismatch);
        }
        return { success: true, message: es.admin.uploadSuccess, data: { key, size: result.size } };
      },
    );
  };
}
