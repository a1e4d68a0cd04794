import { timingSafeEqual } from 'node:crypto';
import { es } from '@sanarte/shared';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { watchEventLoop } from '../../lib/load-shedder.js';
import type { Metrics } from '../../lib/metrics.js';
import { responses } from '../../lib/responses.js';

/** Seconds a client is told to wait when the server sheds load. */
export const RETRY_AFTER_SECONDS = 5;

const check = z.enum(['ok', 'down', 'off']);
const readyAnswer = z.object({
  /** `degraded`: serving, with Redis down (every counter in-process until it returns). */
  status: z.enum(['ready', 'degraded', 'unavailable']),
  checks: z.object({ database: check, redis: check }),
});

/** The answer while shedding load: 503, Retry-After, and the Spanish «unavailable» message. */
class Overloaded extends AppError {
  constructor() {
    super(503, es.errors.unavailable, {}, { 'retry-after': String(RETRY_AFTER_SECONDS) });
  }
}

/** Resolves with 'ok' when `probe` answers within a second, 'down' otherwise. */
async function probe(fn: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), 1000);
  });
  try {
    return await Promise.race([fn().then(() => 'ok' as const), timeout]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Redis answers a ping. A connection being made (the first one at start, or one after an outage)
 * has the probe's second to finish, so a process just started does not call itself degraded.
 */
function pingRedis(redis: Redis): Promise<unknown> {
  if (redis.status !== 'connecting' && redis.status !== 'connect') return redis.ping();
  return new Promise((resolve, reject) => {
    const ready = () => {
      redis.off('error', failed);
      resolve(redis.ping());
    };
    const failed = (err: Error) => {
      redis.off('ready', ready);
      reject(err);
    };
    redis.once('ready', ready);
    redis.once('error', failed);
  });
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** True while load shedding answers part of the requests 503. */
    isUnderPressure(): boolean;
  }
  interface FastifyContextConfig {
    /** Set on probes and scrapes: answered whatever the load. */
    alwaysAnswered?: boolean;
  }
}

/**
 * Load shedding: while the event loop lags, a share of the requests (all but probes and scrapes)
 * is answered 503 with Retry-After at once, before the session, rate limits or handler, the share
 * shrinking while turns of the loop last over a quarter of MAX_EVENT_LOOP_DELAY_MS and growing
 * back when they are short
 * (lib/load-shedder.ts, docs/decisions/025-graded-load-shedding.md); and every answer's duration
 * is recorded by route and status.
 */
export async function loadShedding(app: FastifyInstance, config: Config, metrics: Metrics) {
  if (config.maxEventLoopDelayMs > 0) {
    const { control, stop } = watchEventLoop(config.maxEventLoopDelayMs);
    const overloaded = new Overloaded();
    app.decorate('isUnderPressure', () => control.shedding);
    app.addHook('onClose', async () => stop());
    app.addHook('onRequest', (request, _reply, done) => {
      if (control.admit() || request.routeOptions.config.alwaysAnswered) done();
      else {
        metrics.requestsShed.inc();
        done(overloaded);
      }
    });
  } else {
    app.decorate('isUnderPressure', () => false);
  }
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

/** Probes and scrapes are answered under pressure too: an overloaded process is not a dead one. */
const alwaysAnswered = { alwaysAnswered: true };

/**
 * What operators watch: liveness (/health), readiness (/ready: the database answers; Redis down is
 * reported as `degraded`, still ready), and Prometheus metrics (/metrics, only with METRICS_TOKEN,
 * as a bearer token).
 */
export function operationsRoutes(
  app: FastifyInstance,
  deps: {
    config: Config;
    database: Database;
    redis: Redis | undefined;
    metrics: Metrics;
    mailBacklog: () => Promise<{ waiting: number; failed: number }>;
    /** The catalogue tables' change feed (while it listens, the public catalogue is served from memory). */
    catalogueChanges: { readonly listening: boolean };
  },
) {
  const { config, database, redis, metrics } = deps;

  app.get(
    '/health',
    {
      config: alwaysAnswered,
      schema: {
        summary: 'Check that the server process is alive',
        tags: ['ops'],
        response: responses({ 200: z.object({ status: z.literal('ok') }) }),
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: alwaysAnswered,
      schema: {
        summary: 'Report whether the database and Redis can be reached',
        tags: ['ops'],
        response: { ...responses({ 200: readyAnswer }), 503: readyAnswer },
      },
    },
    async (_req, reply) => {
      const [db, cache] = await Promise.all([
        probe(() => database.ping()),
        redis ? probe(() => pingRedis(redis)) : Promise.resolve('off' as const),
      ]);
      // Without Redis the process still serves: its counters answer in-process (lib/insurance.ts).
      // Taking it out of the pool would take every process out at once for a shared Redis.
      const status = db !== 'ok' ? 'unavailable' : cache === 'down' ? 'degraded' : 'ready';
      return reply
        .status(status === 'unavailable' ? 503 : 200)
        .send({ status, checks: { database: db, redis: cache } });
    },
  );

  const token = config.metricsToken;
  if (!token) return;

  metrics.gaugeAtScrape(
    'sanarte_db_pool_connections',
    'Database pool connections by state (PostgreSQL).',
    async (set) => {
      const stats = database.poolStats?.();
      if (!stats) return;
      set({ state: 'total' }, stats.total);
      set({ state: 'idle' }, stats.idle);
      set({ state: 'waiting' }, stats.waiting);
    },
    ['state'],
  );
  metrics.gaugeAtScrape(
    'sanarte_mail_outbox',
    'E-mails in the outbox: waiting to go out, or given up on.',
    async (set) => {
      const b = await deps.mailBacklog();
      set({ state: 'waiting' }, b.waiting);
      set({ state: 'failed' }, b.failed);
    },
    ['state'],
  );
  metrics.gaugeAtScrape(
    'sanarte_catalogue_change_feed_listening',
    'Whether the catalogue change feed listens (1), so the public catalogue is served from memory; 0: read from the database.',
    async (set) => set({}, deps.catalogueChanges.listening ? 1 : 0),
  );

  app.get(
    '/metrics',
    {
      config: alwaysAnswered,
      schema: {
        hide: true,
        response: responses({ 200: z.string().describe('Prometheus text exposition format') }),
      },
    },
    async (req, reply) => {
      const header = req.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!sameToken(given, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ success: false, message: es.errors.unauthorized });
      }
      reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
      return metrics.registry.metrics();
    },
  );
}
