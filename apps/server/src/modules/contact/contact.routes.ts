import { contactAnswer, contactRequestSchema, es } from '@sanarte/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimits } from '../../lib/rate-limits.js';
import { responses } from '../../lib/responses.js';
import type { ContactService } from './contact.service.js';

export interface ContactRoutesDeps {
  contact: ContactService;
  rateLimits: RateLimits;
}

/** POST /api/contact/: the contact form. */
export function contactRoutes(deps: ContactRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/contact/',
      {
        schema: { body: contactRequestSchema, response: responses({ 200: contactAnswer }) },
        config: { rateLimit: deps.rateLimits.contact },
      },
      async (req) => {
        await deps.contact.send(req.body, req.ip);
        return { success: true as const, message: es.contact.success };
      },
    );
  };
}
