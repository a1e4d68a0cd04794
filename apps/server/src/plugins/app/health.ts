import { es } from '@sanarte/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { responses } from '../../lib/responses.js';

/** GET /health: 200 while the database answers, 503 when it does not (load balancers, probes). */
export function health(app: FastifyInstance, database: Database) {
  app.get(
    '/health',
    { schema: { tags: ['ops'], response: responses({ 200: z.object({ status: z.literal('ok') }) }) } },
    async (_req, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ success: false, message: es.errors.unavailable });
      }
    },
  );
}
