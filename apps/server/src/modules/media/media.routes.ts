import { readSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { es, mediaFile } from '@sanarte/shared';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OpenFile } from '../../adapters/storage/open-files.js';
import { responses } from '../../lib/responses.js';
import { type MediaService, parseRange } from './media.service.js';

export interface MediaRoutesDeps {
  /** Null when media live in S3 (its own URLs serve them). */
  media: MediaService | null;
}

/** Ranges up to this size are read into memory at once; longer ones are streamed. */
const DIRECT_READ_MAX = 512 * 1024;
/** Ranges up to this size are read without the thread pool (see readNow). */
const SYNC_READ_MAX = 64 * 1024;

/** Whether `readNow` may serve `length` bytes of `file` (in memory, or short enough for one pread). */
const readableNow = (file: OpenFile, length: number) => file.content !== null || length <= SYNC_READ_MAX;

/**
 * `length` bytes from `start`, at once: a slice of the file when it is held in memory, else one
 * positional read from the kept-open handle, as nginx reads a short range (a pread of a few pages,
 * from the page cache as a rule: microseconds, where a thread-pool round trip costs more than the
 * read). Shorter than asked only when the file shrank under us.
 */
function readNow(file: OpenFile, start: number, length: number): Buffer {
  if (file.content) return file.content.subarray(start, Math.min(start + length, file.content.length));
  const body = Buffer.allocUnsafe(length);
  let read = 0;
  while (read < length) {
    const n = readSync(file.handle.fd, body, read, length - read, start + read);
    if (n === 0) return body.subarray(0, read);
    read += n;
  }
  return body;
}

/** The headers of a media answer (the security headers aside), whichever path serves it. */
function mediaHeaders(type: string, isPublic: boolean, file: OpenFile): Record<string, string> {
  const headers: Record<string, string> = {
    'accept-ranges': 'bytes',
    'content-type': type,
    'last-modified': file.lastModified.toUTCString(),
    'x-content-type-options': 'nosniff',
    'cache-control': isPublic ? 'public, max-age=86400' : 'private, max-age=3600',
  };
  // An uploaded SVG must never run script in our origin.
  if (type === 'image/svg+xml')
    headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  return headers;
}

export interface CdnFastPathDeps {
  media: MediaService;
  /** The security headers of media answers (plugins/external/helmet.ts). */
  securityHeaders: Record<string, string>;
  /** True while load shedding answers 503 (the fast path then leaves the request to it). */
  underPressure(): boolean;
  /** Records the answer's duration, as the onResponse hook does for every other answer. */
  observe(statusCode: number, seconds: number): void;
  log: FastifyBaseLogger;
  /** Whether each answer is logged (info or finer), as Fastify logs the others. */
  logRequests: boolean;
}

/** Answers a request itself (true), or leaves it to Fastify (false: nothing was written). */
export type CdnFastPath = (req: IncomingMessage, res: ServerResponse) => Promise<boolean> | boolean;

/**
 * The common media request — GET of a stored file, correctly signed (or a public image), whole
 * or one satisfiable range held in memory or of at most SYNC_READ_MAX bytes — answered straight
 * from the HTTP server (at once for a URL already admitted whose file is open), before Fastify
 * builds its request and reply and runs every hook (cookies, XSRF, access control, rate limits,
 * NUL guard, caching): none of them applies to /cdn, and together they cost
 * twice what serving the bytes does. The same checks as the route (media.open: key, signature,
 * expiry) and the same headers (the security headers, then the route's). Anything else — HEAD, an
 * encoded path or query, a bad or expired signature, a missing file, a 416, a longer range, load
 * shedding — is left to the route, which answers it as before. See
 * docs/decisions/018-per-request-overhead.md.
 */
export function cdnFastPath(deps: CdnFastPathDeps): CdnFastPath {
  const { media, securityHeaders } = deps;
  type Opened = NonNullable<ReturnType<MediaService['openNow']>>;
  let seq = 0;
  /** Writes the answer (true), or leaves the request to the route (false: nothing was written). */
  const answer = (
    req: IncomingMessage,
    res: ServerResponse,
    url: string,
    opened: Opened,
    started: number,
  ) => {
    const { file, isPublic, contentType } = opened;
    try {
      const range = parseRange(req.headers.range, file.size);
      if (range === 'invalid') return false;
      const { start, end } = range ?? { start: 0, end: file.size - 1 };
      const length = Math.max(0, end - start + 1);
      if (!readableNow(file, length)) return false;
      const body = readNow(file, start, length);
      // The file shrank under us: the route decides what to answer.
      if (body.length !== length) return false;
      const status = range ? 206 : 200;
      const headers: Record<string, string | number> = {
        ...securityHeaders,
        ...mediaHeaders(contentType, isPublic, file),
        'content-length': length,
      };
      if (range) headers['content-range'] = `bytes ${start}-${end}/${file.size}`;
      res.writeHead(status, headers);
      res.end(body);
      const seconds = (performance.now() - started) / 1000;
      deps.observe(status, seconds);
      if (deps.logRequests) {
        deps.log.info(
          {
            reqId: `cdn-${(++seq).toString(36)}`,
            req: { method: 'GET', url },
            res: { statusCode: status },
            responseTime: seconds * 1000,
          },
          'request completed',
        );
      }
      return true;
    } catch (err) {
      if (res.headersSent) {
        res.destroy(err as Error);
        return true;
      }
      return false;
    } finally {
      file.release();
    }
  };
  return (req, res) => {
    const url = req.url;
    // Encoded characters (in the key or the query) take the route, which decodes them its way.
    if (req.method !== 'GET' || !url?.startsWith('/cdn/') || url.includes('%') || deps.underPressure())
      return false;
    const started = performance.now();
    const q = url.indexOf('?');
    const query: { exp?: string; sig?: string } = {};
    if (q !== -1) {
      const params = new URLSearchParams(url.slice(q + 1));
      const exps = params.getAll('exp');
      const sigs = params.getAll('sig');
      if (exps.length > 1 || sigs.length > 1) return false;
      if (exps[0] !== undefined) query.exp = exps[0];
      if (sigs[0] !== undefined) query.sig = sigs[0];
    }
    const rawKey = url.slice(5, q === -1 ? undefined : q);
    // A URL admitted before, its file open: answered in this turn of the event loop.
    const now = media.openNow(rawKey, query);
    if (now) return answer(req, res, url, now, started);
    return media.open(rawKey, query).then(
      (opened) => answer(req, res, url, opened, started),
      () => false,
    );
  };
}

/**
 * /cdn/<key> for local storage: images are public; every other file (audio) needs a valid,
 * unexpired signature. Range requests answer 206 so players can seek.
 */
export function mediaRoutes(deps: MediaRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const media = deps.media;
    if (!media) return;

    const serve = async (req: FastifyRequest, reply: FastifyReply) => {
      const { file, isPublic, contentType } = await media.open(
        (req.params as { '*'?: string })['*'] ?? '',
        req.query as { exp?: string; sig?: string },
      );
      let handedOver = false;
      try {
        handedOver = await answer(req, reply, contentType, isPublic, file);
      } finally {
        if (!handedOver) file.release();
      }
      return reply;
    };

    /** Sends the file or the range; true when a stream took the handle (it releases it). */
    const answer = async (
      req: FastifyRequest,
      reply: FastifyReply,
      type: string,
      isPublic: boolean,
      file: OpenFile,
    ): Promise<boolean> => {
      const range = parseRange(req.headers.range, file.size);
      if (range === 'invalid') {
        reply.header('content-range', `bytes */${file.size}`);
        reply.status(416).send({ success: false, message: es.errors.invalidInput });
        return false;
      }
      reply.headers(mediaHeaders(type, isPublic, file));

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
      // What a player asks for while seeking: a slice of the file in memory, or one positional read.
      if (readableNow(file, length)) {
        reply.send(readNow(file, start, length));
        return false;
      }
      if (length <= DIRECT_READ_MAX) {
        // A longer range is read on the thread pool, so the event loop never waits long for a slow disk.
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

    app.get(
      '/cdn/*',
      {
        schema: { response: responses({ 200: mediaFile, 206: mediaFile.describe('the asked byte range') }) },
      },
      serve,
    );
  };
}
