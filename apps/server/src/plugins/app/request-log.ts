import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** The header a request's id travels in: from a trusted proxy, and back in every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** An id a proxy may choose (nginx's `$request_id` is 32 hex digits): no spaces, quotes or controls. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * A request's id: the proxy's `X-Request-Id` when the app sits behind a trusted proxy
 * (TRUST_PROXY) and the value is a plain token, otherwise a random UUID, unique across instances
 * and restarts. Anyone else's header is ignored: a client cannot choose the id under which its
 * requests are logged.
 */
export function requestId(trustProxy: boolean) {
  return (req: IncomingMessage): string => {
    const given = trustProxy ? req.headers[REQUEST_ID_HEADER] : undefined;
    return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
  };
}

/**
 * One log line per request, once it is answered: its id (`reqId`, on every line the request
 * writes), method, path (secrets redacted by the logger's `req` serializer), route, status and
 * time in milliseconds. Fastify's own request lines, through its LogController: arrival drops to
 * debug (it tells a request that never ended), and the completion line carries the request
 * itself. An answer cut short by the client (its socket closed) is no error of the server: the
 * same line at info, with the stream's error.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    request.log.info(
      {
        req: request,
        route: request.routeOptions.url ?? null,
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
        ...(error ? { err: error } : {}),
      },
      'request completed',
    );
  }
}

/** The request's id goes back in `X-Request-Id`, on every answer from the first hook on, refusals included. */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
