import fastifyRateLimit from '@fastify/rate-limit';
import { es } from '@sanarte/shared';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.js';

/**
 * Per-route request budgets (`config.rateLimit` on a route, tiers in lib/rate-limits.ts), counted
 * in Redis when configured so every process shares them; a Redis outage lets requests through.
 */
export async function rateLimits(app: FastifyInstance, config: Config, redis: Redis | undefined) {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}rl:`, skipOnError: true } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, success: false, message: es.errors.tooManyRequests }),
  });
}
