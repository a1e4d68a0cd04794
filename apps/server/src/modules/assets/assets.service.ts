import { es, timestampedName } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import { contentTypeOf, extensionOf, isImageKey, normalizeKey } from '../../adapters/storage/keys.js';
import type { LocalStorage } from '../../adapters/storage/local.js';
import { looksLike, maxBytesFor } from '../../adapters/storage/magic.js';
import type { Storage } from '../../adapters/storage/types.js';
import { AppError } from '../../lib/errors.js';
import type { OnceStore } from '../../lib/once.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';

const URL_TTL_MS = 3600_000;
const UPLOAD_TTL_MS = 15 * 60_000;
const bareType = (t: string) => t.split(';')[0]?.trim() ?? t;

/** Keeps letters, digits, dot, dash and underscore; the rest becomes '_'. */
export function safeFileName(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFD')
    // biome-ignore lint/suspicious/noMisleadingCharacterClass: strips the combining marks NFD split off
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-120);
  return clean && clean !== '.' ? clean : null;
}

/** A media key from a URL path: 400 for anything that could leave the media root. */
function keyOf(raw: string, allowRoot: boolean): string {
  const key = normalizeKey(raw, { allowRoot });
  if (key === null) throw new AppError(400, es.errors.invalidMediaPath);
  return key;
}

/**
 * The back-office's files (Recursos: covers and audios in the media store): listings, presigned
 * uploads, the local signed PUT, deletes.
 */
export function assetsService(deps: {
  storage: Storage;
  clock: Clock;
  once: OnceStore;
  catalogue: Pick<CatalogueService, 'fileInUse'>;
}) {
  const { storage, clock } = deps;
  return {
    /** A folder's entries, each with a URL: public for images, signed and expiring for the rest. */
    async list(rawPath: string) {
      const folder = keyOf(rawPath, true);
      const until = new Date(clock.now().getTime() + URL_TTL_MS);
      const items = await storage.list(folder);
      return {
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
      };
    },

    /** Deletes a file no audio plays; answers with its name. */
    async remove(rawPath: string) {
      const key = keyOf(rawPath, false);
      if (await deps.catalogue.fileInUse(key)) throw new AppError(409, es.admin.fileInUse);
      if (!(await storage.delete(key))) throw new AppError(404, es.admin.deleteFileError);
      return key.split('/').pop() ?? key;
    },

    /** Where and how the browser PUTs one file: a timestamped name, the type its extension says. */
    async presign(input: { path: string; fileName: string; contentType: string }) {
      const folder = normalizeKey(input.path, { allowRoot: true });
      if (folder === null) throw new AppError(400, es.errors.invalidMediaPath);
      if (folder === '') throw new AppError(400, es.admin.uploadAtRoot);
      const clean = safeFileName(input.fileName);
      if (!clean) throw new AppError(400, es.errors.invalidMediaPath);
      const fileName = timestampedName(clean, clock.now().getTime());
      const key = `${folder}/${fileName}`;
      const expected = extensionOf(key) ? contentTypeOf(key) : 'application/octet-stream';
      const given = input.contentType.split(';')[0]?.trim().toLowerCase();
      const sameType =
        given === expected.split(';')[0] || (expected === 'audio/mpeg' && given === 'audio/mp3');
      if (!sameType) throw new AppError(400, es.admin.uploadTypeMismatch);
      // Signed with the bare type: the browser's PUT sends exactly this header back.
      const upload = await storage.presignUpload(
        key,
        bareType(expected),
        new Date(clock.now().getTime() + UPLOAD_TTL_MS),
      );
      return { ...upload, key, fileName, fileUrl: storage.publicUrl(key), maxBytes: maxBytesFor(key) };
    },

    /**
     * The app's own signed PUT for local storage (what an S3 presigned PUT is in production): single
     * use, size-limited, and the first bytes must be what the extension says.
     */
    async upload(
      local: LocalStorage,
      rawPath: string,
      q: { exp?: string | undefined; sig?: string | undefined },
      contentType: string,
      body: NodeJS.ReadableStream,
    ) {
      const key = keyOf(rawPath, false);
      const type = contentType.split(';')[0]?.trim() ?? '';
      const nowMs = clock.now().getTime();
      if (!local.verify(key, q.exp, q.sig, nowMs, 'put', type)) {
        throw new AppError(403, es.errors.mediaExpired);
      }
      // Single use, as S3 answers a presigned PUT signed with If-None-Match: * once the object
      // exists: 412. The first PUT takes the URL (across processes when Redis is configured) and
      // the file is only ever created, never replaced.
      const ttl = Number(q.exp) * 1000 - nowMs + 1000;
      if (!(await deps.once.claim(`upload:${q.sig}`, ttl))) {
        throw new AppError(412, es.admin.uploadAlreadyDone);
      }
      const result = await local.putStream(key, body, {
        maxBytes: maxBytesFor(key),
        check: (head) => looksLike(key, head),
        createOnly: true,
      });
      if (!result.ok) {
        if (result.reason === 'exists') throw new AppError(412, es.admin.uploadAlreadyDone);
        if (result.reason === 'too-large') {
          throw new AppError(413, es.admin.uploadTooLarge, {}, { connection: 'close' });
        }
        throw new AppError(400, es.admin.uploadTypeMismatch);
      }
      return { key, size: result.size };
    },
  };
}
export type AssetsService = ReturnType<typeof assetsService>;
