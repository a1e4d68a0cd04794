import { outboxAnswer } from '@sanarte/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/responses.js';
import type { MailService } from '../mail/mail.service.js';
import { outboxPage, presentOutboxEntry } from './dev.presenter.js';

export interface DevRoutesDeps {
  /** The mail module: the outbox's latest e-mails. */
  mail: Pick<MailService, 'latest'>;
  /** Local mode with the embedded outbox (no SMTP_URL): only then do these routes exist. */
  enabled: boolean;
}

/**
 * Local mode only, and only while mail is the embedded outbox (no SMTP_URL): the e-mails that
 * would have been sent, with their links. With real mail these links go to real inboxes only.
 */
export function devRoutes(deps: DevRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    if (!deps.enabled) return;

    app.get('/api/dev/outbox', { schema: { response: responses({ 200: outboxAnswer }) } }, async () => ({
      success: true as const,
      data: (await deps.mail.latest(100)).map(presentOutboxEntry),
    }));

    // A page for people, not part of the API.
    app.get('/dev/outbox', { schema: { hide: true } }, async (_req, reply) => {
      const page = outboxPage(await deps.mail.latest(100));
      reply.header('content-type', 'text/html; charset=utf-8');
      reply.header('cache-control', 'no-store');
      return page;
    });
  };
}
