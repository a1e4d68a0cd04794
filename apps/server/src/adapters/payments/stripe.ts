import Stripe from 'stripe';
import type { CheckoutSessionInfo, PaymentProvider } from './types.js';

function info(s: Stripe.Checkout.Session): CheckoutSessionInfo {
  return {
    id: s.id,
    status: (s.status ?? 'open') as CheckoutSessionInfo['status'],
    paymentStatus: s.payment_status as CheckoutSessionInfo['paymentStatus'],
    metadata: (s.metadata ?? {}) as Record<string, string>,
    amountTotal: s.amount_total,
    currency: s.currency,
  };
}

/** Stripe Checkout through the official SDK. `apiBase` points the SDK elsewhere (tests). */
export function stripeProvider(opts: {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string | undefined;
}): PaymentProvider {
  const base = opts.apiBase ? new URL(opts.apiBase) : undefined;
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });

  return {
    kind: 'stripe',
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: input.customerEmail,
          client_reference_id: input.userId,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amount,
                product_data: { name: input.productName },
              },
            },
          ],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: { userId: input.userId, planId: input.planId, paymentId: input.paymentId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return { id: session.id, url: session.url };
    },
    async retrieve(sessionId) {
      try {
        return info(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 404) return null;
        throw err;
      }
    },
    async expire(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (err) {
        // Already complete or expired: nothing to end.
        if ((err as { statusCode?: number }).statusCode !== 400) throw err;
      }
    },
    parseWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', opts.webhookSecret);
      const obj = event.data.object as { object?: string };
      return {
        id: event.id,
        type: event.type,
        session: obj.object === 'checkout.session' ? info(obj as Stripe.Checkout.Session) : null,
      };
    },
  };
}
