import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../../../test/stripe-standin.js';
import { type StripeProvider, stripeProvider } from './stripe.js';
import { type CheckoutInput, addInterval, intervalOf } from './types.js';

/**
 * The real adapter, through the official SDK, against the local stand-in for Stripe's API: what
 * Stripe receives from us, and how its answers and signed events read once normalized.
 */
const WEBHOOK_SECRET = 'whsec_test_adapter';
const sdk = new Stripe('sk_test_standin');

let standIn: StripeStandIn;
let stripe: StripeProvider;
let n = 0;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = stripeProvider({
    secretKey: 'sk_test_standin',
    webhookSecret: WEBHOOK_SECRET,
    apiBase: standIn.apiBase,
  });
});
afterAll(() => standIn?.close());

function input(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  const id = ++n;
  return {
    paymentId: `pay-${id}-${Date.now()}`,
    userId: `user-${id}-${Date.now()}`,
    planId: 'plan-full',
    customerEmail: `buyer${id}@example.com`,
    amount: 9900,
    currency: 'USD',
    productName: 'Plan Full',
    interval: intervalOf(365),
    successUrl: 'https://sanarte.test/payment-success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://sanarte.test/?checkout=cancelled',
    idempotencyKey: `checkout-${id}-${Date.now()}`,
    ...overrides,
  };
}

/** The parameters the stand-in received on the last request to `path`. */
function received(method: string, path: string) {
  const call = standIn.calls.filter((c) => c.method === method && c.path === path).at(-1);
  if (!call) throw new Error(`no ${method} ${path}`);
  return call;
}
const count = (method: string, path: string) =>
  standIn.calls.filter((c) => c.method === method && c.path === path).length;

/** A paid yearly subscription bought at `now`, as the stand-in holds it. */
async function subscribed(now = new Date('2026-03-10T10:00:00Z')) {
  const { id } = await stripe.createCheckout(input());
  return standIn.completeSubscriptionCheckout(id, now);
}

const sign = (payload: string, secret = WEBHOOK_SECRET) =>
  sdk.webhooks.generateTestHeaderString({ payload, secret });
const parse = (payload: string) =>
  stripe.parseWebhook(Buffer.from(payload), { 'stripe-signature': sign(payload) });
const at = (seconds: number) => new Date(seconds * 1000);

describe('createCheckout', () => {
  it('opens a subscription-mode session with the yearly price, the metadata and a new customer', async () => {
    const i = input();
    const { id, url } = await stripe.createCheckout(i);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${id}`);

    const customerCall = received('POST', '/v1/customers');
    expect(customerCall.idempotencyKey).toBe(`customer-${i.userId}`);
    expect(customerCall.params).toEqual({ email: i.customerEmail, metadata: { userId: i.userId } });
    const customer = [...standIn.customers.values()].find((c) => c.metadata.userId === i.userId);
    expect(customer?.email).toBe(i.customerEmail);

    const call = received('POST', '/v1/checkout/sessions');
    expect(call.idempotencyKey).toBe(i.idempotencyKey);
    const metadata = { userId: i.userId, planId: 'plan-full', paymentId: i.paymentId };
    expect(call.params).toEqual({
      mode: 'subscription',
      customer: customer?.id,
      client_reference_id: i.userId,
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '9900',
            recurring: { interval: 'year', interval_count: '1' },
            product_data: { name: 'Plan Full' },
          },
        },
      ],
      subscription_data: { metadata },
      metadata,
      success_url: i.successUrl,
      cancel_url: i.cancelUrl,
    });
    expect(standIn.sessions.get(id)).toMatchObject({
      mode: 'subscription',
      status: 'open',
      amount_total: 9900,
      currency: 'usd',
      customer: customer?.id,
      discounts: [],
      success_url: `https://sanarte.test/payment-success?session_id=${id}`,
    });
  });

  it('reuses the customer it is given, monthly for a 30-day plan', async () => {
    const first = input();
    const { id } = await stripe.createCheckout(first);
    const customer = standIn.sessions.get(id)?.customer as string;
    const customersBefore = count('POST', '/v1/customers');

    const second = input({
      userId: first.userId,
      customerId: customer,
      interval: intervalOf(30),
      amount: 999,
    });
    const again = await stripe.createCheckout(second);
    expect(count('POST', '/v1/customers')).toBe(customersBefore);
    const params = received('POST', '/v1/checkout/sessions').params;
    expect(params).toMatchObject({
      customer,
      line_items: [
        { price_data: { unit_amount: '999', recurring: { interval: 'month', interval_count: '1' } } },
      ],
    });
    expect(standIn.sessions.get(again.id)?.customer).toBe(customer);
  });

  it('a retried customer creation for the same user gets the same customer back', async () => {
    const first = input();
    const a = await stripe.createCheckout(first);
    const b = await stripe.createCheckout(
      input({ userId: first.userId, customerEmail: first.customerEmail }),
    );
    expect(a.id).not.toBe(b.id);
    expect(standIn.sessions.get(b.id)?.customer).toBe(standIn.sessions.get(a.id)?.customer);
  });

  it('takes a credit off the first charge with a once-only coupon made for this payment', async () => {
    const i = input({ creditAmount: 300 });
    const { id } = await stripe.createCheckout(i);
    const couponCall = received('POST', '/v1/coupons');
    expect(couponCall.idempotencyKey).toBe(`coupon-${i.paymentId}`);
    expect(couponCall.params).toEqual({
      amount_off: '300',
      currency: 'usd',
      duration: 'once',
      max_redemptions: '1',
      name: 'Crédito del plan anterior',
    });
    const session = standIn.sessions.get(id);
    const coupon = standIn.coupons.get(session?.discounts[0]?.coupon as string);
    expect(coupon).toMatchObject({ amount_off: 300, duration: 'once', max_redemptions: 1 });
    expect(received('POST', '/v1/checkout/sessions').params.discounts).toEqual([{ coupon: coupon?.id }]);
    expect(session).toMatchObject({ amount_subtotal: 9900, amount_total: 9600 });

    // The same checkout retried (a timeout, a double click) makes neither a second coupon nor session.
    const coupons = standIn.coupons.size;
    const sessions = standIn.sessions.size;
    expect((await stripe.createCheckout(i)).id).toBe(id);
    expect(standIn.coupons.size).toBe(coupons);
    expect(standIn.sessions.size).toBe(sessions);

    // Paying it charges the reduced amount once; the coupon cannot be redeemed again.
    const { invoice } = standIn.completeSubscriptionCheckout(id);
    expect(invoice.amount_paid).toBe(9600);
    expect(coupon).toMatchObject({ times_redeemed: 1, valid: false });
  });

  it('no credit, or a zero credit, makes no coupon', async () => {
    const before = count('POST', '/v1/coupons');
    const { id } = await stripe.createCheckout(input({ creditAmount: 0 }));
    expect(count('POST', '/v1/coupons')).toBe(before);
    expect(standIn.sessions.get(id)?.amount_total).toBe(9900);
  });

  it('a wrong secret key is refused, not mistaken for a missing session', async () => {
    const wrong = stripeProvider({
      secretKey: 'sk_test_wrong',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: standIn.apiBase,
    });
    await expect(wrong.createCheckout(input())).rejects.toThrow(/Invalid API Key/);
    const { id } = await stripe.createCheckout(input());
    await expect(wrong.retrieve(id)).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});

describe('retrieve and expire', () => {
  it('reads a session open, then complete with its subscription and customer', async () => {
    const i = input();
    const { id } = await stripe.createCheckout(i);
    const open = await stripe.retrieve(id);
    expect(open).toEqual({
      id,
      status: 'open',
      paymentStatus: 'unpaid',
      metadata: { userId: i.userId, planId: i.planId, paymentId: i.paymentId },
      amountTotal: 9900,
      currency: 'usd',
      subscriptionId: null,
      customerId: standIn.sessions.get(id)?.customer,
    });
    const { subscription } = standIn.completeSubscriptionCheckout(id);
    expect(await stripe.retrieve(id)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      subscriptionId: subscription.id,
      customerId: subscription.customer,
    });
    expect(await stripe.retrieve('cs_test_unknown')).toBeNull();
  });

  it('expires an open session; expiring a finished one is a no-op', async () => {
    const { id } = await stripe.createCheckout(input());
    await stripe.expire(id);
    expect((await stripe.retrieve(id))?.status).toBe('expired');
    await expect(stripe.expire(id)).resolves.toBeUndefined();

    const paid = await stripe.createCheckout(input());
    standIn.completeSubscriptionCheckout(paid.id);
    await stripe.expire(paid.id);
    expect((await stripe.retrieve(paid.id))?.status).toBe('complete');
  });
});

describe('openUrl, createCustomer and refund', () => {
  it('answers the hosted page of an open session only', async () => {
    const { id, url } = await stripe.createCheckout(input());
    expect(await stripe.openUrl(id)).toBe(url);
    await stripe.expire(id);
    expect(await stripe.openUrl(id)).toBeNull();
    expect(await stripe.openUrl('cs_test_unknown')).toBeNull();
  });

  it('creates a customer for a user; the same key gets the same customer back', async () => {
    const before = standIn.customers.size;
    const make = () =>
      stripe.createCustomer({ userId: 'u-1', email: 'u1@example.com', idempotencyKey: 'cus-u-1' });
    const [a, b] = [await make(), await make()];
    expect(a).toBe(b);
    expect(standIn.customers.size).toBe(before + 1);
    expect(standIn.customers.get(a)).toMatchObject({ email: 'u1@example.com', metadata: { userId: 'u-1' } });
  });

  it('refunds a completed session’s first charge through its invoice’s PaymentIntent, once per key', async () => {
    const i = input();
    const { id } = await stripe.createCheckout(i);
    const { invoice } = standIn.completeSubscriptionCheckout(id);
    const intent = standIn.invoicePayments.get(invoice.id)?.payment.payment_intent;
    expect(intent).toMatch(/^pi_/);
    const refund = () =>
      stripe.refund({
        sessionId: id,
        reason: 'duplicate',
        paymentId: i.paymentId,
        idempotencyKey: `refund-${i.paymentId}`,
      });
    const first = await refund();
    expect(first).toEqual({
      id: expect.stringMatching(/^re_/),
      amount: 9900,
      currency: 'usd',
      status: 'succeeded',
    });
    expect(received('POST', '/v1/refunds')).toMatchObject({
      idempotencyKey: `refund-${i.paymentId}`,
      params: { payment_intent: intent, reason: 'duplicate', metadata: { paymentId: i.paymentId } },
    });
    // A retry after a lost answer: the same refund, nothing refunded twice.
    expect(await refund()).toEqual(first);
    expect([...standIn.refunds.values()].filter((r) => r.payment_intent === intent)).toHaveLength(1);
    // By invoice, with another key: the charge is refunded already.
    await expect(
      stripe.refund({
        invoiceId: invoice.id,
        reason: 'duplicate',
        paymentId: i.paymentId,
        idempotencyKey: 'other',
      }),
    ).rejects.toThrow(/already been refunded/);
    // An unpaid session has nothing to refund.
    const open = await stripe.createCheckout(input());
    await expect(
      stripe.refund({ sessionId: open.id, reason: 'duplicate', paymentId: 'p', idempotencyKey: 'k-open' }),
    ).rejects.toThrow(/nothing paid/);
  });
});

describe('subscriptions', () => {
  it('reads the subscription with its current period from its item', async () => {
    const now = new Date('2026-03-10T10:00:00Z');
    const { subscription, session } = await subscribed(now);
    expect(await stripe.retrieveSubscription(subscription.id)).toEqual({
      id: subscription.id,
      customerId: session.customer,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: new Date('2027-03-10T10:00:00Z'),
      cancelAtPeriodEnd: false,
      endedBy: null,
      metadata: session.metadata,
    });
    expect(await stripe.retrieveSubscription('sub_unknown')).toBeNull();
  });

  it('reduces Stripe’s statuses to the four we act on', async () => {
    const { subscription } = await subscribed();
    const cases = [
      ['active', 'active'],
      ['trialing', 'active'],
      ['past_due', 'past_due'],
      ['unpaid', 'past_due'],
      ['incomplete', 'incomplete'],
      ['incomplete_expired', 'canceled'],
      ['paused', 'canceled'],
      ['canceled', 'canceled'],
    ] as const;
    for (const [theirs, ours] of cases) {
      Object.assign(subscription, { status: theirs });
      expect((await stripe.retrieveSubscription(subscription.id))?.status, theirs).toBe(ours);
    }
  });

  it('cancels at the period end and resumes', async () => {
    const { subscription } = await subscribed();
    const path = `/v1/subscriptions/${subscription.id}`;
    const cancelled = await stripe.setCancelAtPeriodEnd(subscription.id, true);
    expect(received('POST', path).params).toEqual({ cancel_at_period_end: 'true' });
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(subscription).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: subscription.items.data[0]?.current_period_end,
    });

    const resumed = await stripe.setCancelAtPeriodEnd(subscription.id, false);
    expect(received('POST', path).params).toEqual({ cancel_at_period_end: 'false' });
    expect(resumed.cancelAtPeriodEnd).toBe(false);
    expect(subscription).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    await expect(stripe.setCancelAtPeriodEnd('sub_unknown', true)).rejects.toThrow(/No such subscription/);
  });

  it('cancels at once without proration; cancelling again or an unknown one is a no-op', async () => {
    const { subscription } = await subscribed();
    await stripe.cancelNow(subscription.id);
    expect(received('DELETE', `/v1/subscriptions/${subscription.id}`).params).toEqual({ prorate: 'false' });
    expect(subscription.status).toBe('canceled');
    expect((await stripe.retrieveSubscription(subscription.id))?.status).toBe('canceled');
    await expect(stripe.cancelNow(subscription.id)).resolves.toBeUndefined();
    await expect(stripe.cancelNow('sub_unknown')).resolves.toBeUndefined();
    // A canceled subscription can no longer be switched back on.
    await expect(stripe.setCancelAtPeriodEnd(subscription.id, false)).rejects.toThrow(
      /canceled subscription/,
    );
  });

  it('opens the customer portal for the subscription’s customer', async () => {
    const { subscription } = await subscribed();
    const { url } = await stripe.createPortalSession(subscription.customer, 'https://sanarte.test/profile');
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/test_[0-9a-f]+$/);
    expect(received('POST', '/v1/billing_portal/sessions').params).toEqual({
      customer: subscription.customer,
      return_url: 'https://sanarte.test/profile',
    });
    expect([...standIn.portalSessions.values()].find((p) => p.url === url)?.customer).toBe(
      subscription.customer,
    );
    await expect(stripe.createPortalSession('cus_unknown', 'https://sanarte.test/')).rejects.toThrow(
      /No such customer/,
    );
  });
});

describe('parseWebhook', () => {
  it('checkout.session.completed: the session with its subscription, customer and the event time', async () => {
    const i = input();
    const { id } = await stripe.createCheckout(i);
    const { session, subscription } = standIn.completeSubscriptionCheckout(id);
    const created = new Date('2026-03-10T10:00:05Z');
    const event = parse(standIn.event('checkout.session.completed', session, { created }));
    expect(event).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'checkout.session.completed',
      created,
      session: {
        id,
        status: 'complete',
        paymentStatus: 'paid',
        metadata: { userId: i.userId, planId: i.planId, paymentId: i.paymentId },
        amountTotal: 9900,
        currency: 'usd',
        subscriptionId: subscription.id,
        customerId: subscription.customer,
      },
      invoice: null,
      subscription: null,
      charge: null,
      dispute: null,
    });
  });

  it('invoice.paid for the first charge and for a renewal: the period paid for, not the invoice’s own', async () => {
    const now = new Date('2026-03-10T10:00:00Z');
    const { subscription, invoice, session } = await subscribed(now);
    const first = parse(standIn.event('invoice.paid', invoice)).invoice;
    expect(first).toEqual({
      id: invoice.id,
      subscriptionId: subscription.id,
      customerId: subscription.customer,
      status: 'paid',
      billingReason: 'subscription_create',
      amountPaid: 9900,
      amountDue: 9900,
      currency: 'usd',
      periodStart: now,
      periodEnd: new Date('2027-03-10T10:00:00Z'),
      hostedUrl: `https://invoice.stripe.test/i/${invoice.id}`,
      metadata: session.metadata,
    });

    const renewal = standIn.renew(subscription.id);
    const cycle = parse(standIn.event('invoice.paid', renewal.invoice as object)).invoice;
    // The renewal invoice's own period_start/end is the year that ended; access is granted on its line.
    expect(renewal.invoice?.period_start).toBe(now.getTime() / 1000);
    expect(cycle).toMatchObject({
      billingReason: 'subscription_cycle',
      status: 'paid',
      amountPaid: 9900,
      periodStart: new Date('2027-03-10T10:00:00Z'),
      periodEnd: new Date('2028-03-10T10:00:00Z'),
      metadata: session.metadata,
      subscriptionId: subscription.id,
    });
    expect((await stripe.retrieveSubscription(subscription.id))?.currentPeriodEnd).toEqual(
      addInterval(new Date('2027-03-10T10:00:00Z'), intervalOf(365)),
    );
  });

  it('invoice.payment_failed and the subscription past_due', async () => {
    const { subscription } = await subscribed();
    const { invoice } = standIn.renew(subscription.id, { fail: true });
    const failed = parse(standIn.event('invoice.payment_failed', invoice as object));
    expect(failed.type).toBe('invoice.payment_failed');
    expect(failed.invoice).toMatchObject({
      status: 'open',
      billingReason: 'subscription_cycle',
      amountPaid: 0,
      amountDue: 9900,
      subscriptionId: subscription.id,
    });
    const updated = parse(standIn.event('customer.subscription.updated', subscription));
    expect(updated.subscription).toMatchObject({ id: subscription.id, status: 'past_due' });
    expect(updated.session).toBeNull();
    expect(updated.invoice).toBeNull();
  });

  it('an invoice for any other reason reads as other; the invoice period stands in for a missing line', async () => {
    const { invoice } = await subscribed();
    const manual = { ...invoice, billing_reason: 'manual', lines: { ...invoice.lines, data: [] } };
    const parsed = parse(standIn.event('invoice.paid', manual)).invoice;
    expect(parsed).toMatchObject({
      billingReason: 'other',
      periodStart: at(invoice.period_start),
      periodEnd: at(invoice.period_end),
    });
  });

  it('customer.subscription.updated and .deleted: cancellation at the period end, then the end', async () => {
    const { subscription } = await subscribed();
    await stripe.setCancelAtPeriodEnd(subscription.id, true);
    const updated = parse(
      standIn.event('customer.subscription.updated', subscription, {
        previousAttributes: { cancel_at_period_end: false },
      }),
    );
    expect(updated.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    const ended = standIn.renew(subscription.id);
    expect(ended.invoice).toBeNull();
    const deleted = parse(standIn.event('customer.subscription.deleted', ended.subscription));
    expect(deleted).toMatchObject({
      type: 'customer.subscription.deleted',
      subscription: {
        id: subscription.id,
        customerId: subscription.customer,
        status: 'canceled',
        endedBy: 'request',
        metadata: subscription.metadata,
      },
    });
  });

  it('who ended a subscription: a request, the provider giving up on payment, or unknown', async () => {
    const { subscription } = await subscribed();
    const reasonOf = (reason: string | null) =>
      parse(
        standIn.event('customer.subscription.deleted', {
          ...subscription,
          status: 'canceled',
          cancellation_details: { reason },
        }),
      ).subscription?.endedBy;
    expect(reasonOf('cancellation_requested')).toBe('request');
    expect(reasonOf('payment_failed')).toBe('payment_failed');
    expect(reasonOf('payment_disputed')).toBe('payment_failed');
    expect(reasonOf(null)).toBeNull();
  });

  it('an event about anything else carries none of the three', () => {
    const event = parse(standIn.event('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(event).toMatchObject({
      type: 'customer.created',
      session: null,
      invoice: null,
      subscription: null,
    });
  });

  it('throws on a bad, missing or foreign signature', async () => {
    const { session } = await subscribed();
    const payload = standIn.event('checkout.session.completed', session);
    const forged = sign(payload).replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`);
    expect(() => stripe.parseWebhook(Buffer.from(payload), { 'stripe-signature': forged })).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.parseWebhook(Buffer.from(payload), {})).toThrow();
    expect(() =>
      stripe.parseWebhook(Buffer.from(payload), { 'stripe-signature': sign(payload, 'whsec_other') }),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    // A body changed after signing fails too.
    const tampered = payload.replace('"paid"', '"unpaid"');
    expect(() => stripe.parseWebhook(Buffer.from(tampered), { 'stripe-signature': sign(payload) })).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});
