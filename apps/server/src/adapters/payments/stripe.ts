import Stripe from 'stripe';
import type {
  BillingCharge,
  BillingDispute,
  BillingInvoice,
  BillingSubscription,
  CheckoutInput,
  CheckoutSessionInfo,
  PaymentEvent,
  PaymentProvider,
  RefundResult,
  WebhookHeaders,
} from './types.js';
import { WebhookVersionMismatch, headerOf, ownsStripeId } from './types.js';

/**
 * The Stripe API version this code is written against: every request is made in it, and the
 * webhook endpoint must be created in it (docs/OPERATIONS.md), since an event's objects take the
 * shape of the endpoint's version. It is the version the installed SDK is typed for; the type
 * makes an SDK upgrade that moves to another version fail to compile until this line, the code
 * that reads the objects and the endpoint are moved together.
 */
export const STRIPE_API_VERSION: Stripe.LatestApiVersion = '2026-10-28.endive';

/** Seconds since the epoch, as Stripe writes every timestamp. */
const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** Stripe lets a related object come back as its id or, when expanded, as the object itself. */
function idOf(ref: string | { id: string }): string;
function idOf(ref: string | { id: string } | null | undefined): string | null;
function idOf(ref: string | { id: string } | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

/** Stripe's metadata values are always strings; null when an object never had any. */
const metadataOf = (m: Stripe.Metadata | null | undefined): Record<string, string> => ({ ...(m ?? {}) });

function statusOf(err: unknown): number | undefined {
  return err instanceof Stripe.errors.StripeError ? err.statusCode : undefined;
}

function sessionInfo(s: Stripe.Checkout.Session): CheckoutSessionInfo {
  return {
    id: s.id,
    // A session's status is only null for sessions created before statuses existed.
    status: (s.status ?? 'open') as CheckoutSessionInfo['status'],
    paymentStatus: s.payment_status as CheckoutSessionInfo['paymentStatus'],
    metadata: metadataOf(s.metadata),
    amountTotal: s.amount_total,
    currency: s.currency,
    subscriptionId: idOf(s.subscription),
    customerId: idOf(s.customer),
  };
}

/**
 * Stripe's eight statuses reduced to the four we act on: trialing still gives access, unpaid is a
 * past_due that ran out of retries, and a paused or never-paid subscription grants nothing.
 */
function subscriptionStatus(status: Stripe.Subscription.Status): BillingSubscription['status'] {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'incomplete':
      return 'incomplete';
    case 'canceled':
    case 'incomplete_expired':
    case 'paused':
      return 'canceled';
    default:
      // A status newer than this code: granting nothing is the safe reading until we learn it.
      return 'canceled';
  }
}

function subscriptionInfo(s: Stripe.Subscription): BillingSubscription {
  // Since API 2025-03-31 the period lives on each item, not on the subscription; ours have one item.
  const item = s.items.data[0];
  const start = item?.current_period_start ?? s.start_date;
  const end = item?.current_period_end ?? s.start_date;
  return {
    id: s.id,
    customerId: idOf(s.customer),
    status: subscriptionStatus(s.status),
    currentPeriodStart: fromUnix(start),
    currentPeriodEnd: fromUnix(end),
    cancelAtPeriodEnd: s.cancel_at_period_end,
    endedBy: endedBy(s.cancellation_details?.reason),
    metadata: metadataOf(s.metadata),
  };
}

/** Stripe's `cancellation_details.reason`, reduced to who ended the subscription. */
function endedBy(reason: string | null | undefined): BillingSubscription['endedBy'] {
  if (reason === 'cancellation_requested') return 'request';
  if (reason === 'payment_failed' || reason === 'payment_disputed') return 'payment_failed';
  return null;
}

const BILLING_REASONS: readonly BillingInvoice['billingReason'][] = [
  'subscription_create',
  'subscription_cycle',
  'subscription_update',
];

const INVOICE_STATUSES: readonly BillingInvoice['status'][] = [
  'paid',
  'open',
  'void',
  'uncollectible',
  'draft',
];

function invoiceInfo(inv: Stripe.Invoice): BillingInvoice {
  const details = inv.parent?.subscription_details ?? null;
  // The invoice's own period_start/end is the period *before* a renewal (what usage it covers); the
  // subscription line carries the period being paid for, which is what access is granted on.
  const lines = inv.lines?.data ?? [];
  const line = lines.find((l) => l.parent?.type === 'subscription_item_details') ?? lines[0];
  const reason = BILLING_REASONS.find((r) => r === inv.billing_reason) ?? 'other';
  const status = INVOICE_STATUSES.find((s) => s === inv.status) ?? 'draft';
  return {
    id: inv.id,
    subscriptionId: idOf(details?.subscription),
    customerId: idOf(inv.customer),
    status,
    billingReason: reason,
    amountPaid: inv.amount_paid,
    amountDue: inv.amount_due,
    currency: inv.currency,
    periodStart: fromUnix(line?.period.start ?? inv.period_start),
    periodEnd: fromUnix(line?.period.end ?? inv.period_end),
    hostedUrl: inv.hosted_invoice_url ?? null,
    metadata: metadataOf(details?.metadata),
  };
}

function chargeInfo(c: Stripe.Charge): BillingCharge {
  return {
    id: c.id,
    paymentIntentId: idOf(c.payment_intent),
    amount: c.amount,
    amountRefunded: c.amount_refunded,
    refunded: c.refunded,
    currency: c.currency,
  };
}

function disputeInfo(d: Stripe.Dispute): BillingDispute {
  return {
    id: d.id,
    chargeId: idOf(d.charge),
    paymentIntentId: idOf(d.payment_intent),
    amount: d.amount,
    currency: d.currency,
    reason: d.reason,
    status: d.status,
    created: fromUnix(d.created),
  };
}

/** What kind of API object a webhook carries, told by its `object` field. */
function isObject<T extends { object: string }>(value: unknown, kind: T['object']): value is T {
  return typeof value === 'object' && value !== null && (value as { object?: unknown }).object === kind;
}

/**
 * Stripe Billing through the official SDK: hosted Checkout in subscription mode, the subscription's
 * renewal switch, the customer portal and signed webhooks. `apiBase` points the SDK elsewhere (tests).
 */
/** Stripe: checks its signatures synchronously and keeps one customer per user. */
export type StripeProvider = Omit<PaymentProvider, 'parseWebhook' | 'createCustomer'> & {
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): PaymentEvent;
  createCustomer: NonNullable<PaymentProvider['createCustomer']>;
};

export function stripeProvider(opts: {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string | undefined;
}): StripeProvider {
  const base = opts.apiBase ? new URL(opts.apiBase) : undefined;
  const stripe = new Stripe(opts.secretKey, {
    apiVersion: STRIPE_API_VERSION,
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

  /**
   * One Stripe customer per user keeps every card, invoice and portal visit together. The caller
   * stores the id; the idempotency key only covers a retry of this same request (keys live 24 h).
   */
  async function customerFor(input: Pick<CheckoutInput, 'customerId' | 'customerEmail' | 'userId'>) {
    if (input.customerId) return input.customerId;
    const customer = await stripe.customers.create(
      { email: input.customerEmail, metadata: { userId: input.userId } },
      { idempotencyKey: `customer-${input.userId}` },
    );
    return customer.id;
  }

  return {
    kind: 'stripe',
    name: 'stripe',
    owns: ownsStripeId,
    async createCheckout(input) {
      const customer = await customerFor(input);
      // The unused part of an upgraded plan comes off the first charge only: a once-only coupon made
      // for this payment, redeemable once, so it can neither repeat on renewals nor be reused.
      // Our prices are made per checkout (price_data), so a Stripe promotion code could not be
      // limited to a plan: codes are checked by us and reach Stripe as such a coupon (decision 056).
      let coupon: string | undefined;
      if (input.creditAmount && input.creditAmount > 0) {
        const created = await stripe.coupons.create(
          {
            amount_off: input.creditAmount,
            currency: input.currency.toLowerCase(),
            duration: 'once',
            max_redemptions: 1,
            name: 'Crédito del plan anterior',
          },
          { idempotencyKey: `coupon-${input.paymentId}` },
        );
        coupon = created.id;
      } else if (input.discount) {
        // A promotion code we checked: its discount as a coupon of this checkout alone, which
        // Stripe then applies to the first invoice or to those of its first months.
        const d = input.discount;
        const created = await stripe.coupons.create(
          {
            ...(d.percentOff !== null
              ? { percent_off: d.percentOff }
              : { amount_off: d.amountOff ?? 0, currency: input.currency.toLowerCase() }),
            ...(d.months !== null
              ? { duration: 'repeating' as const, duration_in_months: d.months }
              : { duration: 'once' as const }),
            max_redemptions: 1,
            name: d.code,
            metadata: { promotionCode: d.code, paymentId: input.paymentId },
          },
          { idempotencyKey: `coupon-${input.paymentId}` },
        );
        coupon = created.id;
      }
      const metadata = { userId: input.userId, planId: input.planId, paymentId: input.paymentId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer,
          client_reference_id: input.userId,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amount,
                recurring: { interval: input.interval.unit, interval_count: input.interval.count },
                product_data: { name: input.productName },
              },
            },
          ],
          ...(coupon ? { discounts: [{ coupon }] } : {}),
          // On the subscription too, so every later invoice and subscription event names its order.
          subscription_data: { metadata },
          metadata,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return { id: session.id, url: session.url };
    },

    async retrieve(sessionId) {
      try {
        return sessionInfo(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (err) {
        if (statusOf(err) === 404) return null;
        throw err;
      }
    },

    async openUrl(sessionId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return session.status === 'open' ? session.url : null;
      } catch (err) {
        if (statusOf(err) === 404) return null;
        throw err;
      }
    },

    async createCustomer(input) {
      const customer = await stripe.customers.create(
        { email: input.email, metadata: { userId: input.userId } },
        { idempotencyKey: input.idempotencyKey },
      );
      return customer.id;
    },

    async refund(input) {
      // A subscription's charges belong to its invoices: the session names its first invoice, and
      // the invoice's payment names the PaymentIntent (or, for older charges, the charge) to refund.
      let invoiceId = input.invoiceId ?? null;
      let target: { payment_intent: string } | { charge: string } | null = null;
      if (!invoiceId && input.sessionId) {
        const session = await stripe.checkout.sessions.retrieve(input.sessionId);
        invoiceId = idOf(session.invoice);
        const intent = idOf(session.payment_intent);
        if (intent) target = { payment_intent: intent };
      }
      if (!target && invoiceId) {
        const paid = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 1 });
        const payment = paid.data[0]?.payment;
        const intent = idOf(payment?.payment_intent);
        const charge = idOf(payment?.charge);
        target = intent ? { payment_intent: intent } : charge ? { charge } : null;
      }
      if (!target) throw new Error(`nothing paid to refund for payment ${input.paymentId}`);
      const refund = await stripe.refunds.create(
        {
          ...target,
          ...(input.amount !== undefined ? { amount: input.amount } : {}),
          reason: input.reason,
          metadata: { paymentId: input.paymentId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return {
        id: refund.id,
        amount: refund.amount,
        currency: refund.currency,
        status: (refund.status ?? 'pending') as RefundResult['status'],
      };
    },

    async expire(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (err) {
        // Already complete or expired: nothing to end.
        if (statusOf(err) !== 400) throw err;
      }
    },

    async invoiceOfPayment(paymentIntentId) {
      // Since API 2025-03-31 a charge no longer names its invoice: the invoice's payments name it.
      const found = await stripe.invoicePayments.list({
        payment: { type: 'payment_intent', payment_intent: paymentIntentId },
        limit: 1,
      });
      return idOf(found.data[0]?.invoice);
    },

    async retrieveSubscription(subscriptionId) {
      try {
        return subscriptionInfo(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (err) {
        if (statusOf(err) === 404) return null;
        throw err;
      }
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return subscriptionInfo(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
      );
    },

    async cancelNow(subscriptionId) {
      try {
        // No proration: whatever was left of the period was already credited (upgrade) or forfeited.
        await stripe.subscriptions.cancel(subscriptionId, { prorate: false });
      } catch (err) {
        // Stripe answers 404 for a subscription that is already canceled as for one that never
        // existed; either way it no longer renews, which is all this asks.
        if (statusOf(err) !== 404) throw err;
      }
    },

    async createPortalSession(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },

    parseWebhook(rawBody, headers) {
      const signature = headerOf(headers, 'stripe-signature');
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', opts.webhookSecret);
      // Read in another version's shape, an invoice.paid of 2024-06-20 (its subscription at the top,
      // no `parent`) would be applied as if it were about no subscription: refused instead.
      if (event.api_version !== STRIPE_API_VERSION) {
        throw new WebhookVersionMismatch(event.id, event.type, event.api_version, STRIPE_API_VERSION);
      }
      const obj: unknown = event.data.object;
      const parsed: PaymentEvent = {
        id: event.id,
        type: event.type,
        created: fromUnix(event.created),
        session: isObject<Stripe.Checkout.Session>(obj, 'checkout.session') ? sessionInfo(obj) : null,
        invoice: isObject<Stripe.Invoice>(obj, 'invoice') ? invoiceInfo(obj) : null,
        subscription: isObject<Stripe.Subscription>(obj, 'subscription') ? subscriptionInfo(obj) : null,
        charge: isObject<Stripe.Charge>(obj, 'charge') ? chargeInfo(obj) : null,
        dispute: isObject<Stripe.Dispute>(obj, 'dispute') ? disputeInfo(obj) : null,
      };
      return parsed;
    },
  };
}
