import { createCheckoutSchema, es, paymentRecordsQuery, verifyPaymentSchema } from '@sanarte/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { AppError } from '../../lib/errors.js';
import { guards } from '../auth/auth.plugin.js';
import type { UsersService } from '../users/users.service.js';
import type { PaymentsService } from './payments.service.js';

export function paymentsRoutes(
  deps: AppDeps & { payments: PaymentsService; users: UsersService },
): FastifyPluginAsyncZod {
  const { payments, users } = deps;
  return async (app) => {
    app.post(
      '/api/payments/create-checkout-session',
      {
        schema: { body: createCheckoutSchema },
        config: { access: 'member', rateLimit: deps.rateLimits.auth },
      },
      async (req) => {
        const a = await guards.member(req);
        const session = await payments.createCheckout(a.user, req.body);
        return { success: true, message: 'OK', url: session.url, sessionId: session.id };
      },
    );

    app.post(
      '/api/payments/verify-payment-session',
      {
        schema: { body: verifyPaymentSchema },
        config: { access: 'member', rateLimit: deps.rateLimits.writes },
      },
      async (req) => {
        const a = await guards.member(req);
        const themeIds = [req.body.themeId1, req.body.themeId2].filter((x): x is string => Boolean(x));
        const { status } = await payments.verify(a.user, req.body.sessionId, themeIds);
        const user = await users.profileById(a.user.id);
        return { success: true, message: es.checkout.success, data: { status, user } };
      },
    );

    app.get(
      '/api/payments/checkout-canceled',
      { schema: { querystring: z.object({ payment: z.uuid(), sig: z.string().max(100) }) } },
      async (req, reply) => {
        await payments.cancel(req.query.payment, req.query.sig);
        return reply.redirect('/?checkout=cancelled#pricing');
      },
    );

    app.get(
      '/api/payment-records/list',
      { config: { access: 'staff' }, schema: { querystring: paymentRecordsQuery } },
      async (req) => {
        await guards.staff(req);
        const result = await payments.list(req.query);
        return { success: true, ...result, page: req.query.page, pageSize: req.query.pageSize };
      },
    );

    await app.register(webhookRoutes(payments));
  };
}

/** Stripe webhooks: the raw body is needed to check the signature. */
function webhookRoutes(payments: PaymentsService): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_req, body, done) => done(null, body),
    );
    app.post(
      '/api/payments/webhook/stripe',
      { config: { xsrf: 'none', clientHeaders: false } },
      async (req, reply) => {
        const raw = req.body;
        if (!Buffer.isBuffer(raw)) throw new AppError(400, es.errors.invalidInput);
        const signature = req.headers['stripe-signature'];
        let event: ReturnType<PaymentsService['parseWebhook']>;
        try {
          event = payments.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
        } catch {
          return reply.status(400).send({ success: false, message: es.errors.invalidInput });
        }
        const { processed } = await payments.handleEvent(event);
        return { success: true, received: true, processed };
      },
    );
  };
}
