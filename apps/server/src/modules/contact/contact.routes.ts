import { contactRequestSchema, es } from '@sanarte/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { contactMessages } from '../../db/schema/index.js';

/** POST /api/contact/: stored, and forwarded to CONTACT_EMAIL through the outbox. */
export function contactRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/contact/',
      {
        schema: { body: contactRequestSchema },
        config: { rateLimit: deps.rateLimits.contact },
      },
      async (req) => {
        const { name, email, message, website } = req.body;
        // A filled honeypot is a bot: answer as usual, keep nothing.
        if (website) return { success: true, message: es.contact.success };
        await deps.database.db
          .insert(contactMessages)
          .values({ name, email: email.toLowerCase(), message, ip: req.ip });
        await deps.mail.enqueue({
          to: deps.config.contactEmail,
          subject: `${es.mail.contactSubject}: ${name}`,
          paragraphs: [
            `Nombre: ${name}`,
            `Correo electrónico: ${email}`,
            `Mensaje:`,
            message || '(sin mensaje)',
          ],
          kind: 'contact',
        });
        return { success: true, message: es.contact.success };
      },
    );
  };
}
