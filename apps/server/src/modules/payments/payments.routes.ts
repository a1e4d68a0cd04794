import {
  checkoutAnswer,
  createCheckoutSchema,
  es,
  formatDate,
  paymentListeningAnswer,
  paymentMethodsAnswer,
  paymentRecordsAnswer,
  paymentRecordsQuery,
  portalSessionAnswer,
  refundAnswer,
  refundPaymentSchema,
  subscriptionActionAnswer,
  verifyPaymentAnswer,
  verifyPaymentSchema,
  webhookAnswer,
  withdrawalAnswer,
} from '@sanarte/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { responses } from '../../lib/responses.js';
import { read, routes, staffRead, write } from '../../lib/route-options.js';
import { guards } from '../auth/auth.plugin.js';
import type { PaymentsService } from './payments.service.js';

export interface PaymentsRoutesDeps {
  payments: PaymentsService;
  rateLimits: RateLimits;
}

export const paymentsRoutes = routes(async (app, { payments, rateLimits }: PaymentsRoutesDeps) => {
  const { auth, writes } = rateLimits;
  app.post(
    '/api/payments/create-checkout-session',
    write('member', auth, 'Open a checkout session to buy a plan', checkoutAnswer, {
      body: createCheckoutSchema,
    }),
    async (req) => {
      const a = await guards.member(req);
      const session = await payments.createCheckout(a.user, req.body);
      return { success: true as const, message: 'OK', url: session.url, sessionId: session.id };
    },
  );

  app.post(
    '/api/payments/verify-payment-session',
    write('member', writes, 'Check with the provider whether a checkout was paid', verifyPaymentAnswer, {
      body: verifyPaymentSchema,
    }),
    async (req) => {
      const a = await guards.member(req);
      const themeIds = [req.body.themeId1, req.body.themeId2].filter((x): x is string => Boolean(x));
      const data = await payments.verify(a.user, req.body.sessionId, themeIds);
      return { success: true as const, message: es.checkout.success, data };
    },
  );

  app.get(
    '/api/payments/methods',
    read('member', 'The ways to pay this server offers (card, PayPal), card first', paymentMethodsAnswer),
    async (req) => {
      await guards.member(req);
      return { success: true as const, data: { methods: payments.methods() } };
    },
  );

  app.get(
    '/api/payments/withdrawal',
    read(
      'member',
      'Whether the listener may withdraw from their purchase now, until when and for how much',
      withdrawalAnswer,
    ),
    async (req) => {
      const a = await guards.member(req);
      const open = await payments.withdrawal(a.user.id);
      return {
        success: true as const,
        data: open && { until: open.until, amount: open.amount, currency: open.currency },
      };
    },
  );

  app.post(
    '/api/payments/withdraw',
    write(
      'member',
      writes,
      'Withdraw from the purchase: given back in full, the plan ends now',
      refundAnswer,
    ),
    async (req) => {
      const a = await guards.member(req);
      return { success: true as const, data: await payments.withdraw(a.user.id) };
    },
  );

  for (const [action, cancel, summary] of [
    ['cancel', true, "Cancel the subscription's renewal at the end of its period"],
    ['resume', false, 'Resume the renewal of a cancelled subscription'],
  ] as const) {
    app.post(
      `/api/payments/subscription/${action}`,
      {
        schema: { summary, response: responses({ 200: subscriptionActionAnswer }) },
        config: { access: 'member', rateLimit: writes },
      },
      async (req) => {
        const a = await guards.member(req);
        const data = await payments.setRenewal(a.user.id, cancel);
        const date = formatDate(data.endDate);
        const message = cancel
          ? es.billing.cancelled(date)
          : es.billing.resumed(formatDate(data.renewsAt ?? data.endDate));
        return { success: true as const, message, data };
      },
    );
  }

  app.post(
    '/api/payments/portal-session',
    write('member', writes, "Open the payment provider's customer portal", portalSessionAnswer),
    async (req) => {
      const a = await guards.member(req);
      const { url } = await payments.portal(a.user.id);
      return { success: true as const, url };
    },
  );

  app.get(
    '/api/payments/checkout-canceled',
    {
      schema: {
        summary: 'Cancel an unpaid checkout and go back to the pricing section',
        querystring: z.object({ payment: z.uuid(), sig: z.string().max(100) }),
        response: responses({ 302: z.null().describe('back to the pricing section') }),
      },
    },
    async (req, reply) => {
      await payments.cancel(req.query.payment, req.query.sig);
      return reply.redirect('/?checkout=cancelled#pricing');
    },
  );

  app.get(
    '/api/payment-records/list',
    staffRead('List payment records, filtered and paged (staff)', paymentRecordsQuery, paymentRecordsAnswer),
    async (req) => {
      const result = await payments.list(req.query);
      return { success: true as const, ...result, page: req.query.page, pageSize: req.query.pageSize };
    },
  );

  app.get(
    '/api/payment-records/:id/listening',
    read('staff', 'What the customer listened to since a payment (staff)', paymentListeningAnswer, {
      params: z.object({ id: z.uuid({ error: es.admin.paymentNotFound }) }),
    }),
    async (req) => ({ success: true as const, data: await payments.listeningSince(req.params.id) }),
  );

  app.post(
    '/api/payment-records/:id/refund',
    write(
      'admin',
      writes,
      'Give back a completed payment, in full or in part, with a note (admin)',
      refundAnswer,
      {
        params: z.object({ id: z.uuid({ error: es.admin.paymentNotFound }) }),
        body: refundPaymentSchema,
      },
    ),
    async (req) => ({ success: true as const, data: await payments.refund(req.params.id, req.body) }),
  );

  await app.register(webhookRoutes(payments));
});

/** Stripe's and PayPal's webhooks: the raw body is needed to check the signature. */
function webhookRoutes(payments: PaymentsService): FastifyPluginAsyncZod {
  // Called by the provider, not a browser: no XSRF token or client headers; the signature is the proof.
  const webhook = (summary: string) => ({
    schema: { summary, response: responses({ 200: webhookAnswer }) },
    config: { xsrf: 'none', clientHeaders: false } as const,
  });
  const receive = (provider: 'stripe' | 'paypal') => async (req: FastifyRequest) => {
    const raw = req.body;
    if (!Buffer.isBuffer(raw)) throw new AppError(400, es.errors.invalidInput);
    const { processed } = await payments.receiveWebhook(raw, req.headers, provider);
    return { success: true as const, received: true as const, processed };
  };
  return async (app) => {
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_req, body, done) => done(null, body),
    );
    app.post('/api/payments/webhook/stripe', webhook('Receive a Stripe webhook event'), receive('stripe'));
    app.post('/api/payments/webhook/paypal', webhook('Receive a PayPal webhook event'), receive('paypal'));
  };
}
