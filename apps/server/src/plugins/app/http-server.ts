import { LIMITS } from '@sanarte/shared';
import Fastify from 'fastify';
import { type ZodTypeProvider, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { loggerOptions } from '../../lib/logging.js';
import { zodSerializerCompiler } from '../../lib/serializer.js';
import { frameworkErrors } from './errors.js';
import { RequestLog, requestId } from './request-log.js';

z.config(z.locales.es());

export interface HttpServerOptions {
  /** false: no log at all (some tests). */
  logger?: boolean;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

/**
 * The Fastify instance every request meets: its log, request ids, body limit, proxy trust and
 * graceful closing; requests validated by zod, answers written by the compiled serializer
 * (decision 010). `newRequestId` is the same id function, for the media fast path.
 */
export function httpServer(config: Config, opts: HttpServerOptions) {
  const newRequestId = requestId(config.trustProxy);
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config, opts.logStream),
    bodyLimit: LIMITS.jsonBodyLimitBytes,
    trustProxy: config.trustProxy,
    // Request ids: the trusted proxy's X-Request-Id or a UUID; one log line per request (request-log.ts).
    requestIdHeader: false,
    genReqId: newRequestId,
    logController: new RequestLog(),
    // On SIGTERM, requests already on a connection are served; new connections are refused so a
    // load balancer retries them elsewhere (no 5xx from a deploy).
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 1024 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  /** Whether every answer is logged (info or finer): the media fast path logs as the request log does. */
  const logsRequests = opts.logger !== false && ['info', 'debug', 'trace'].includes(config.logLevel);
  return { app, newRequestId, logsRequests };
}
