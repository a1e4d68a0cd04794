import {
  contactAnswer,
  contactMessageHandledAnswer,
  contactMessageHandledSchema,
  contactMessagesPage,
  contactMessagesQuery,
  contactRequestSchema,
  es,
  idParam,
} from '@sanarte/shared';
import type { RateLimits } from '../../lib/rate-limits.js';
import { responses } from '../../lib/responses.js';
import { routes, staffRead } from '../../lib/route-options.js';
import { guards } from '../auth/auth.plugin.js';
import { presentContactMessagesPage, presentHandledMessage } from './contact.presenter.js';
import type { ContactService } from './contact.service.js';

export interface ContactRoutesDeps {
  contact: ContactService;
  rateLimits: RateLimits;
}

/**
 * POST /api/contact/: the contact form. Mensajes in the back-office: the messages (staff; crmUser
 * reads) and marking them handled (admin).
 */
export const contactRoutes = routes(async (app, deps: ContactRoutesDeps) => {
  app.post(
    '/api/contact/',
    {
      schema: {
        summary: 'Send a message from the contact form',
        body: contactRequestSchema,
        response: responses({ 200: contactAnswer }),
      },
      config: { rateLimit: deps.rateLimits.contact },
    },
    async (req) => {
      await deps.contact.send(req.body, req.ip);
      return { success: true as const, message: es.contact.success };
    },
  );

  app.get(
    '/api/contact/messages',
    staffRead(
      'List contact messages, searched and filtered (staff)',
      contactMessagesQuery,
      contactMessagesPage,
    ),
    async (req) => presentContactMessagesPage(await deps.contact.list(req.query), req.query),
  );

  app.put(
    '/api/contact/messages/:id/handled',
    {
      config: { access: 'admin', rateLimit: deps.rateLimits.writes },
      schema: {
        summary: 'Mark a contact message handled or unhandled (admin)',
        params: idParam,
        body: contactMessageHandledSchema,
        response: responses({ 200: contactMessageHandledAnswer }),
      },
    },
    async (req) => {
      const { user } = await guards.admin(req);
      return presentHandledMessage(await deps.contact.setHandled(req.params.id, user.id, req.body.handled));
    },
  );
});
