import fastifyRateLimit from '@fastify/rate-limit';
import { es } from '@sanarte/shared';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.js';
import { sha256 } from '../../lib/crypto.js';
import type { Metrics } from '../../lib/metrics.js';
import { type RateLimits, clientKey } from '../../lib/rate-limits.js';

/**
 * Per-route request budgets (`config.rateLimit` on a route, tiers in lib/rate-limits.ts), counted
 * in Redis when configured so every process shares them; a Redis outage lets requests through.
 * Clients are told apart by `clientKey`: a request whose client closed the connection while the
 * earlier hooks ran has no address any more, and is counted under one shared key instead of
 * failing.
 */
export async function rateLimits(
  app: FastifyInstance,
  config: Config,
  redis: Redis | undefined,
  tiers: RateLimits,
  metrics: Pick<Metrics, 'rateLimited'>,
) {
  // Each refusal is counted under its budget's name (auth, writes, reads, contact).
  const tierOf = (given: unknown) => Object.entries(tiers).find(([, tier]) => tier === given)?.[0] ?? 'route';
  await app.register(fastifyRateLimit, {
    global: false,
    // In Redis, clients are counted under a hash of their address, never the address itself.
    keyGenerator: redis
      ? (request) => sha256(clientKey(request.ip ?? request.socket?.remoteAddress))
      : (request) => clientKey(request.ip ?? request.socket?.remoteAddress),
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}rl:`, skipOnError: true } : {}),
    errorResponseBuilder: (request) => {
      metrics.rateLimited.inc({ limiter: tierOf(request.routeOptions.config.rateLimit) });
      return { statusCode: 429, success: false, message: es.errors.tooManyRequests };
    },
  });
}
