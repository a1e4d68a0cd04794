import { es } from '@sanarte/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeOf, isImageKey, normalizeKey } from '../../adapters/storage/keys.js';
import type { LocalStorage } from '../../adapters/storage/local.js';
import type { OpenFile } from '../../adapters/storage/open-files.js';
import type { AppDeps } from '../../app.js';

/** Parses a single `bytes=` range. Returns null when absent, 'invalid' when unsatisfiable. */
export function parseRange(header: string | undefined, size: number) {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid' as const;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'invalid' as const;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid' as const;
  return { start, end };
}

/** Ranges up to this size are read into memory at once; longer ones are streamed. */
const DIRECT_READ_MAX = 512 * 1024;

/**
 * /cdn/<key> for local storage: images are public; every other file (audio) needs a valid,
 * unexpired signature. Range requests answer 206 so players can seek.
 */
export function mediaRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    if (deps.storage.kind !== 'local') return;
    const storage = deps.storage as LocalStorage;

    const serve = async (
      req: FastifyRequest<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string } }>,
      reply: FastifyReply,
    ) => {
      const key = normalizeKey(req.params['*'] ?? '');
      if (key === null)
        return reply.status(400).send({ success: false, message: es.errors.invalidMediaPath });
      const isPublic = isImageKey(key);
      if (!isPublic) {
        const { exp, sig } = req.query;
        if (!storage.verify(key, exp, sig, deps.clock.now().getTime(), 'get')) {
          return reply.status(403).send({ success: false, message: es.errors.mediaExpired });
        }
      }
      const file = await storage.openRead(key);
      if (!file) return reply.status(404).send({ success: false, message: es.errors.notFound });
      let handedOver = false;
      try {
        handedOver = await answer(req, reply, key, isPublic, file);
      } finally {
        if (!handedOver) file.release();
      }
      return reply;
    };

    /** Sends the file or the range; true when a stream took the handle (it releases it). */
    const answer = async (
      req: FastifyRequest,
      reply: FastifyReply,
      key: string,
      isPublic: boolean,
      file: OpenFile,
    ): Promise<boolean> => {
      const range = parseRange(req.headers.range, file.size);
      if (range === 'invalid') {
        reply.header('content-range', `bytes */${file.size}`);
        reply.status(416).send({ success: false, message: es.errors.invalidInput });
        return false;
      }
      const type = contentTypeOf(key);
      reply.header('accept-ranges', 'bytes');
      reply.header('content-type', type);
      reply.header('last-modified', file.lastModified.toUTCString());
      reply.header('x-content-type-options', 'nosniff');
      if (type === 'image/svg+xml') {
        // An uploaded SVG must never run script in our origin.
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      }
      reply.header('cache-control', isPublic ? 'public, max-age=86400' : 'private, max-age=3600');

      if (req.method === 'HEAD') {
        reply.header('content-length', file.size);
        reply.status(200).send();
        return false;
      }
      const { start, end } = range ?? { start: 0, end: file.size - 1 };
      const length = Math.max(0, end - start + 1);
      if (range) {
        reply.status(206);
        reply.header('content-range', `bytes ${start}-${end}/${file.size}`);
      }
      reply.header('content-length', length);
      // What a player asks for while seeking: one positional read from the kept-open handle.
      if (length <= DIRECT_READ_MAX) {
        const body = Buffer.allocUnsafe(length);
        let read = 0;
        while (read < length) {
          const { bytesRead } = await file.handle.read(body, read, length - read, start + read);
          if (bytesRead === 0) break;
          read += bytesRead;
        }
        reply.send(read === length ? body : body.subarray(0, read));
        return false;
      }
      const stream = file.handle.createReadStream({ start, end, autoClose: false });
      stream.once('close', file.release);
      reply.send(stream);
      return true;
    };

    app.get('/cdn/*', serve);
  };
}
