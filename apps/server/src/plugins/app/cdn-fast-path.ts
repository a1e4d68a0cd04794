import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { readNow, readableNow } from '../../adapters/storage/open-files.js';
import type { Metrics } from '../../lib/metrics.js';
import { mediaHeaders } from '../../modules/cdn/cdn.presenter.js';
import { type CdnService, parseRange } from '../../modules/cdn/cdn.service.js';
import { REQUEST_ID_HEADER } from './request-log.js';

export interface CdnFastPathDeps {
  cdn: CdnService;
  /** The security headers of media answers (plugins/external/helmet.ts). */
  securityHeaders: Record<string, string>;
  /** Each answer's duration goes where the onResponse hook records every other answer's. */
  metrics: Pick<Metrics, 'httpDuration'>;
  /** Whether each answer is logged (info or finer), as the request log (request-log.ts) logs the others. */
  logRequests: boolean;
  /** Each request's id (request-log.ts): sent back in X-Request-Id and logged, as for the others. */
  requestId: (req: IncomingMessage) => string;
}

/** Answers a request itself (true), or leaves it to Fastify (false: nothing was written). */
type FastPath = (req: IncomingMessage, res: ServerResponse) => Promise<boolean> | boolean;

/**
 * Media's fast path (docs/decisions/018-per-request-overhead.md, 031-small-media-from-memory.md).
 * The common media request — GET of a stored file, correctly signed (or a public image), whole or
 * one satisfiable range held in memory or short enough for one read — is answered straight from
 * the HTTP server (in the same turn for a URL already admitted whose file is open), before Fastify
 * builds its request and reply and runs every hook (cookies, XSRF, access control, rate limits,
 * NUL guard, caching): none of them applies to /cdn, and together they cost twice what serving the
 * bytes does. The same checks as the route (`cdn.open`: key, signature, expiry) and the same
 * headers (the security headers, then `mediaHeaders`). Anything else — HEAD, an encoded path or
 * query, a bad or expired signature, a missing file, a 416, a longer range, load shedding — goes
 * to Fastify and the /cdn route, which answers it as it answers everything.
 *
 * Installed by taking the HTTP server's request listener, Fastify's `app.routing`, and putting
 * this in front of it: call it after the load-shedding plugin and before listening.
 */
export function cdnFastPath(app: FastifyInstance, deps: CdnFastPathDeps) {
  const fast = fastPath(app, deps);
  const fastify = app.routing;
  const server = app.server;
  const listeners = server.listeners('request');
  if (listeners.length !== 1 || listeners[0] !== fastify)
    throw new Error("cdnFastPath: the HTTP server's only request listener should be Fastify's");
  server.removeListener('request', fastify);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const served = fast(req, res);
    if (served === false) fastify(req, res);
    else if (served !== true)
      served.then(
        (done) => done || fastify(req, res),
        () => fastify(req, res),
      );
  });
}

function fastPath(app: FastifyInstance, deps: CdnFastPathDeps): FastPath {
  const { cdn, securityHeaders } = deps;
  type Opened = NonNullable<ReturnType<CdnService['openNow']>>;
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
      const id = deps.requestId(req);
      const headers: Record<string, string | number> = {
        ...securityHeaders,
        ...mediaHeaders(contentType, isPublic, file),
        'content-length': length,
        [REQUEST_ID_HEADER]: id,
      };
      if (range) headers['content-range'] = `bytes ${start}-${end}/${file.size}`;
      res.writeHead(status, headers);
      res.end(body);
      const seconds = (performance.now() - started) / 1000;
      deps.metrics.httpDuration.observe(
        { method: 'GET', route: '/cdn/*', status_code: String(status) },
        seconds,
      );
      if (deps.logRequests) {
        app.log.info(
          {
            reqId: id,
            req: { method: 'GET', url },
            route: '/cdn/*',
            res: { statusCode: status },
            responseTime: Math.round(seconds * 10_000) / 10,
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
    if (req.method !== 'GET' || !url?.startsWith('/cdn/') || url.includes('%') || app.isUnderPressure())
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
    const now = cdn.openNow(rawKey, query);
    if (now) return answer(req, res, url, now, started);
    return cdn.open(rawKey, query).then(
      (opened) => answer(req, res, url, opened, started),
      () => false,
    );
  };
}
