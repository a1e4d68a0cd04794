import Stripe from 'stripe';
import { type TestApp, type TestAppOptions, startTestApp } from './app.js';
import { type StripeStandIn, startStripeStandIn } from './stripe-standin.js';

/** The secret key the app's Stripe SDK is configured with (the stand-in takes any). */
const SECRET_KEY = 'sk_test_standin';
const sdk = new Stripe(SECRET_KEY);

/** The `Stripe-Signature` header Stripe sends with a delivery of `body`, signed with `secret`. */
export const stripeSignature = (body: string, secret: string) =>
  sdk.webhooks.generateTestHeaderString({ payload: body, secret });

/** Posts `body` to the app's Stripe webhook endpoint with this `Stripe-Signature` header. */
export const postStripeWebhook = (baseUrl: string, body: string, signature: string) =>
  fetch(`${baseUrl}/api/payments/webhook/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });

/**
 * Posts an event to the app's webhook endpoint, signed as Stripe signs each delivery: the answer's
 * status and whether the event changed anything (`processed`).
 */
export async function deliverStripeEvent(baseUrl: string, secret: string, body: string) {
  const res = await postStripeWebhook(baseUrl, body, stripeSignature(body, secret));
  const answer = (await res.json()) as { processed?: boolean };
  return { status: res.status, processed: answer.processed };
}

/**
 * A test app whose payments go through Stripe's real SDK to a local stand-in of its API (no
 * network), its webhook expecting deliveries signed with `webhookSecret`. `standIn` configures the
 * stand-in, `app` the app (its `env` is added to the Stripe settings). The caller closes both.
 */
export async function startAppOnStripeStandIn(opts: {
  webhookSecret: string;
  standIn?: Parameters<typeof startStripeStandIn>[0];
  app?: TestAppOptions;
}): Promise<{ t: TestApp; stripe: StripeStandIn }> {
  const stripe = await startStripeStandIn(opts.standIn);
  try {
    const t = await startTestApp({
      ...opts.app,
      env: {
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: opts.webhookSecret,
        STRIPE_API_BASE: stripe.apiBase,
        ...opts.app?.env,
      },
    });
    return { t, stripe };
  } catch (error) {
    await stripe.close();
    throw error;
  }
}
