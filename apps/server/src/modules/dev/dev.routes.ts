import { apiMessage, clockAdvanceAnswer, clockAdvanceSchema, es, outboxAnswer } from '@sanarte/shared';
import { responses } from '../../lib/responses.js';
import { routes } from '../../lib/route-options.js';
import type { MailService } from '../mail/mail.service.js';
import { outboxPage, presentOutboxEntry } from './dev.presenter.js';

/**
 * Called with curl on the developer's machine: no session, but the XSRF cookie and its header like
 * every unsafe call (docs/subscriptions.md), so no other site's page can fire them; and only under
 * PUBLIC_URL's or a loopback host name (plugins/app/canonical-host.ts). They exist only in local
 * mode (listening on 127.0.0.1) with the checkout simulator.
 */
const TOOL = { clientHeaders: false } as const;

/** A clock local mode can move forward. */
export interface MovableClock {
  now(): Date;
  advance(ms: number): void;
}

export interface DevRoutesDeps {
  /** The mail module: the outbox's latest e-mails. */
  mail: Pick<MailService, 'latest'>;
  /** Local mode with the embedded outbox (no SMTP_URL): only then does the outbox exist. */
  outbox: boolean;
  /** Local mode with the checkout simulator only: the application clock and what runs when it moves. */
  time: {
    clock: MovableClock;
    runDue(): Promise<{
      renewed: number;
      failed: number;
      ended: number;
      released: number;
      practiceReminders: number;
      reminded: number;
      expired: number;
    }>;
    /** The checkout simulator's next renewal attempt is declined. */
    failNext: () => void;
  } | null;
}

/**
 * Local mode's helpers; none exists in production. The outbox (only while mail is the embedded
 * outbox: with real mail these links go to real inboxes only), and time travel to watch renewals,
 * reminders and expiries happen.
 */
export const devRoutes = routes(async (app, deps: DevRoutesDeps) => {
  if (deps.outbox) {
    app.get(
      '/api/dev/outbox',
      {
        schema: {
          summary: 'List the latest e-mails in the local outbox',
          response: responses({ 200: outboxAnswer }),
        },
      },
      async () => ({
        success: true as const,
        data: (await deps.mail.latest(100)).map(presentOutboxEntry),
      }),
    );

    // A page for people, not part of the API.
    app.get('/dev/outbox', { schema: { hide: true } }, async (_req, reply) => {
      const page = outboxPage(await deps.mail.latest(100));
      reply.header('content-type', 'text/html; charset=utf-8');
      reply.header('cache-control', 'no-store');
      return page;
    });
  }

  const time = deps.time;
  if (!time) return;

  app.post(
    '/api/dev/clock/advance',
    {
      schema: {
        summary: 'Move the application clock forward and run what became due',
        body: clockAdvanceSchema,
        response: responses({ 200: clockAdvanceAnswer }),
      },
      config: TOOL,
    },
    async (req) => {
      time.clock.advance(req.body.days * 86_400_000);
      const ran = await time.runDue();
      return { success: true as const, data: { now: time.clock.now().toISOString(), ...ran } };
    },
  );

  app.post(
    '/api/dev/payments/fail-next',
    {
      schema: {
        summary: 'Make the simulator decline the next renewal charge',
        response: responses({ 200: apiMessage }),
      },
      config: TOOL,
    },
    async () => {
      time.failNext();
      return { success: true as const, message: es.billing.failNextArmed };
    },
  );
});
