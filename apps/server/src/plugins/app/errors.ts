import { es, isAppRoute } from '@sanarte/shared';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { ZodError } from 'zod';
import { AppError, Throttled } from '../../lib/errors.js';
import type { Metrics } from '../../lib/metrics.js';

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02',
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
]);

function isUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e; i++) {
    const code = (e as { code?: string }).code;
    if (code && CONNECTION_CODES.has(code)) return true;
    const msg = (e as { message?: string }).message ?? '';
    if (
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|not queryable/i.test(
        msg,
      )
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** First validation message: schemas carry the spec's Spanish (or spec-given) texts. */
function validationMessage(err: FastifyError & { validation?: unknown }): string {
  const v = err.validation as Array<{ message?: string }> | undefined;
  const first = Array.isArray(v) ? v[0]?.message : undefined;
  return first && first.length < 300 ? first : es.errors.invalidInput;
}

/**
 * Whether the request's client has gone away: its connection is closed (the request stream itself
 * ends once its body is read, so that says nothing).
 */
const clientGone = (request: FastifyRequest) => request.raw.socket?.destroyed === true;

/** Malformed URLs and over-long parameters (Fastify's own refusals) answer like any other bad input. */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (err, _req, reply) => {
  (reply as unknown as FastifyReply)
    .status(err.statusCode ?? 400)
    .send({ success: false, message: es.errors.invalidInput });
};

/**
 * Every failure becomes `{ success: false, message }` with a 4xx/5xx status and a Spanish message.
 * No stack trace leaves the server; bad input is never a 500. A request whose client went away
 * is no error of the server: it is logged at info level (anyone can close a socket, so nobody can
 * write error lines that way).
 */
export function registerErrorHandling(app: FastifyInstance, metrics: Pick<Metrics, 'rateLimited'>) {
  app.addHook('onRequestAbort', async (request) => {
    request.log.info('request aborted by the client');
  });
  app.setErrorHandler((err: FastifyError & { validation?: unknown }, request, reply) => {
    // Nobody reads the answer: whatever went wrong (a cut body, an address gone), it was cut short.
    if (clientGone(request)) {
      request.log.info({ err }, 'request failed after the client went away');
      return reply.status(400).send({ success: false, message: es.errors.invalidInput });
    }
    if (err instanceof AppError) {
      if (err instanceof Throttled) metrics.rateLimited.inc({ limiter: err.limiter });
      return reply
        .status(err.statusCode)
        .headers(err.headers)
        .send({ success: false, message: err.message, ...err.extra });
    }
    if (err.validation) {
      return reply.status(400).send({ success: false, message: validationMessage(err) });
    }
    if (err instanceof ZodError) {
      const message = err.issues[0]?.message ?? es.errors.invalidInput;
      return reply.status(400).send({ success: false, message });
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ success: false, message: es.errors.payloadTooLarge });
    }
    if (status === 429) {
      return reply.status(429).send({ success: false, message: es.errors.tooManyRequests });
    }
    if (status === 415) {
      return reply.status(415).send({ success: false, message: es.errors.invalidInput });
    }
    if (status >= 400 && status < 500) {
      const message =
        status === 401
          ? es.errors.unauthorized
          : status === 403
            ? es.errors.forbidden
            : status === 404
              ? es.errors.notFound
              : es.errors.invalidInput;
      return reply.status(status).send({ success: false, message });
    }
    if (isUnavailable(err)) {
      request.log.warn({ err }, 'dependency unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ success: false, message: es.errors.unavailable });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ success: false, message: es.errors.internal });
  });
}

/**
 * Unknown routes: JSON 404 for the API and for files. When a web app is served (`sendIndex`), other
 * page requests get the SPA's index: 200 for a page of the app (a pattern of APP_ROUTES), 404 for
 * anything else (the app then shows its not-found page).
 */
export function registerNotFound(
  app: FastifyInstance,
  sendIndex?: (reply: import('fastify').FastifyReply) => unknown,
) {
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/cdn/');
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(url);
    if (sendIndex && !isApi && !looksLikeFile && (request.method === 'GET' || request.method === 'HEAD')) {
      if (!isAppRoute(url)) reply.status(404);
      return sendIndex(reply);
    }
    return reply.status(404).send({ success: false, message: es.errors.routeNotFound });
  });
}
