import { es } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_ADMIN, type TestApp, mailsSentTo, startTestApp } from './app.js';
import { planId, twoThemeIds } from './billing-factories.js';
import { buyer } from './factories.js';
import { HttpClient } from './http.js';
import { deliverStripeEvent, startAppOnStripeStandIn } from './stripe-app.js';
import type { StripeStandIn } from './stripe-standin.js';

/**
 * One open checkout per user, and a plan never kept twice: a second checkout request answers the
 * open one (same order) or ends it at the provider first (another order); a payment that
 * completes anyway for a plan the user holds (a session opened before, paid in another tab) is
 * refunded through the provider, its subscription ended there, and recorded `refunded`. And one
 * provider customer per user, kept when it is made.
 */
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const DAY = 86_400_000;

const paymentsOf = async (t: TestApp, email: string) =>
  rows<{
    id: string;
    status: string;
    provider_session_id: string;
    provider_refund_id: string | null;
    refunded_at: Date | null;
  }>(
    await t.database.db.execute(sql`
      select p.id, p.status, p.provider_session_id, p.provider_refund_id, p.refunded_at
        from payments p join users u on u.id = p.user_id where u.email = ${email} order by p.created_at`),
  );
const liveSubscriptionsOf = async (t: TestApp, email: string) =>
  rows<{ slug: string; provider_subscription_id: string }>(
    await t.database.db.execute(sql`
      select s.plan_snapshot->>'slug' as slug, s.provider_subscription_id from subscriptions s
        join users u on u.id = s.user_id where u.email = ${email} and s.status = 'active'`),
  );
/** A checkout opened before there was one per user: its record ended here, its session still payable. */
const asOpenedBefore = (t: TestApp, sessionId: string) =>
  t.database.db.execute(
    sql`update payments set status = 'expired' where provider_session_id = ${sessionId} and status = 'intent_created'`,
  );

async function ordersOf(t: TestApp, email: string) {
  const admin = new HttpClient(t.baseUrl);
  expect((await admin.post('/api/users/login', TEST_ADMIN)).status).toBe(200);
  const res = await admin.get(`/api/payment-records/list?q=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return (res.body.data as { status: string; amount: number }[]).map((p) => [p.status, p.amount]);
}
const receiptsTo = (t: TestApp, email: string) =>
  mailsSentTo(t, email, es.billing.receiptSubject('Plan Full'));

describe('one open checkout per user, with the local simulator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const open = async (http: HttpClient, slug: string, themeIds?: string[]) =>
    http.post('/api/payments/create-checkout-session', {
      planId: await planId(t, slug),
      ...(themeIds ? { themeIds } : {}),
    });
  /** 'Pagar' on the simulator's page, by the buyer's browser (its cookies and XSRF token). */
  const payAt = (http: HttpClient, sessionId: string) =>
    http.post(`/dev/checkout/${sessionId}/pay`, undefined, {
      raw: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const checkoutStatus = async (sessionId: string) =>
    rows<{ status: string }>(
      await t.database.db.execute(sql`select status from simulated_checkouts where id = ${sessionId}`),
    )[0]?.status;

  it('two concurrent requests for the same plan: one open checkout, its page answered to both', async () => {
    const { http, email } = await buyer(t);
    const answers = await Promise.all([open(http, 'full'), open(http, 'full')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1]?.body.sessionId).toBe(answers[0]?.body.sessionId);
    expect(answers[1]?.body.url).toBe(answers[0]?.body.url);
    expect((await paymentsOf(t, email)).map((p) => p.status)).toEqual(['intent_created']);
    // A third, later request (another tab) gets the same page too.
    expect((await open(http, 'full')).body.url).toBe(answers[0]?.body.url);
    // The database itself refuses a second open checkout of one user (another process's request).
    await expect(
      t.database.db.execute(sql`
        insert into payments (user_id, status, amount, currency, provider)
        select user_id, 'intent_created', 99, 'USD', 'stripe' from payments
         where provider_session_id = ${answers[0]?.body.sessionId as string}`),
    ).rejects.toThrow();
  });

  it('another plan ends the open checkout at the provider first: it can no longer be paid', async () => {
    const { http, email } = await buyer(t);
    const full = await open(http, 'full');
    const mini = await open(http, 'mini', await twoThemeIds(t));
    expect(mini.status).toBe(200);
    expect(mini.body.sessionId).not.toBe(full.body.sessionId);
    expect(await checkoutStatus(full.body.sessionId)).toBe('expired');
    expect((await paymentsOf(t, email)).map((p) => p.status)).toEqual(['expired', 'intent_created']);
    const late = await payAt(http, full.body.sessionId);
    expect(late.headers.get('location')).toBe(`/dev/checkout/${full.body.sessionId}`);
    expect(await liveSubscriptionsOf(t, email)).toEqual([]);
  });

  it('a session paid for a plan already held is refunded at the simulator, its subscription ended; one subscription stays', async () => {
    const { http, email } = await buyer(t);
    const old = (await open(http, 'full')).body.sessionId as string;
    await asOpenedBefore(t, old);
    const kept = (await open(http, 'full')).body.sessionId as string;
    expect(kept).not.toBe(old);

    expect((await payAt(http, kept)).status).toBe(303);
    expect((await http.post('/api/payments/verify-payment-session', { sessionId: kept })).status).toBe(200);
    expect((await payAt(http, old)).status).toBe(303);
    const second = await http.post('/api/payments/verify-payment-session', { sessionId: old });
    expect(second.status).toBe(402);
    expect(second.body.message).toBe(es.checkout.duplicateRefunded);

    // The answer may come from the simulator's webhook having settled the session first: the
    // refund is then made once that webhook's transaction commits, a moment after this answer.
    const [first, last] = await vi.waitFor(async () => {
      const listed = await paymentsOf(t, email);
      expect(listed[0]?.provider_refund_id).toMatch(/^re_sim_/);
      return listed;
    });
    expect(first).toMatchObject({ provider_session_id: old, status: 'refunded' });
    expect(first?.refunded_at).not.toBeNull();
    expect(last).toMatchObject({ provider_session_id: kept, status: 'completed', provider_refund_id: null });
    // At the simulator: the old session's first invoice refunded, its subscription ended at once.
    const atSimulator = rows<{ refund_id: string | null; status: string; checkout: string }>(
      await t.database.db.execute(sql`
        select i.refund_id, s.status, c.id as checkout from simulated_checkouts c
          join simulated_subscriptions s on s.id = c.subscription_id
          join simulated_invoices i on i.subscription_id = s.id
         where c.id in (${old}, ${kept}) order by c.id = ${old}`),
    );
    expect(atSimulator).toEqual([
      { refund_id: null, status: 'active', checkout: kept },
      { refund_id: first?.provider_refund_id, status: 'canceled', checkout: old },
    ]);
    const live = await liveSubscriptionsOf(t, email);
    expect(live.map((s) => s.slug)).toEqual(['full']);
    const me = (await http.get('/api/users/me')).body.data.user;
    expect(me.subscriptions).toHaveLength(1);
    expect(me.activeSubscription).toMatchObject({ status: 'active', plan: { slug: 'full' } });
    expect(await ordersOf(t, email)).toEqual([
      ['completed', 99],
      ['refunded', 99],
    ]);
    // One receipt, for the payment kept.
    await expect.poll(async () => (await receiptsTo(t, email)).length).toBe(1);
  });
});

describe('one open checkout and one customer per user, through the Stripe SDK', () => {
  const WEBHOOK_SECRET = 'whsec_test_checkout_once';
  let t: TestApp;
  let stripe: StripeStandIn;
  beforeAll(async () => {
    // Stripe keeps idempotency keys 24 hours: the stand-in counts them on the app's clock.
    ({ t, stripe } = await startAppOnStripeStandIn({
      webhookSecret: WEBHOOK_SECRET,
      standIn: { now: () => t.clock.now() },
    }));
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  async function deliver(body: string) {
    expect((await deliverStripeEvent(t.baseUrl, WEBHOOK_SECRET, body)).status).toBe(200);
  }
  const open = async (http: HttpClient, slug: string, themeIds?: string[]) =>
    http.post('/api/payments/create-checkout-session', {
      planId: await planId(t, slug),
      ...(themeIds ? { themeIds } : {}),
    });
  /** The buyer pays at Stripe; its two events are delivered. */
  async function pay(sessionId: string) {
    const { session, invoice, subscription } = stripe.completeSubscriptionCheckout(sessionId);
    await deliver(stripe.event('checkout.session.completed', session));
    await deliver(stripe.event('invoice.paid', invoice));
    return { invoice, subscription };
  }
  const callsTo = (method: string, path: string) =>
    stripe.calls.filter((c) => c.method === method && c.path === path);
  const sessionsOf = (email: string) =>
    [...stripe.sessions.values()].filter((s) => stripe.customers.get(s.customer ?? '')?.email === email);

  it('two concurrent requests for the same plan: one session at Stripe; another plan expires it there first', async () => {
    const { http, email } = await buyer(t, 'stripe');
    const answers = await Promise.all([open(http, 'full'), open(http, 'full')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1]?.body.url).toBe(answers[0]?.body.url);
    expect(sessionsOf(email)).toHaveLength(1);

    const first = answers[0]?.body.sessionId as string;
    const mini = await open(http, 'mini', await twoThemeIds(t));
    expect(mini.status).toBe(200);
    expect(callsTo('POST', `/v1/checkout/sessions/${first}/expire`)).toHaveLength(1);
    expect(stripe.sessions.get(first)?.status).toBe('expired');
    expect(sessionsOf(email).map((s) => s.status)).toEqual(['expired', 'open']);
    expect((await paymentsOf(t, email)).map((p) => p.status)).toEqual(['expired', 'intent_created']);
  });

  it('a second session paid for a plan held: refunded with refunds.create, its subscription cancelled at Stripe, one active subscription', async () => {
    const { http, email } = await buyer(t, 'stripe');
    const old = (await open(http, 'full')).body.sessionId as string;
    await asOpenedBefore(t, old);
    const kept = (await open(http, 'full')).body.sessionId as string;
    const bought = await pay(kept);
    const duplicate = await pay(old);

    const [refunded, completed] = await paymentsOf(t, email);
    expect(completed).toMatchObject({ provider_session_id: kept, status: 'completed' });
    expect(refunded).toMatchObject({ provider_session_id: old, status: 'refunded' });
    const intent = stripe.invoicePayments.get(duplicate.invoice.id)?.payment.payment_intent;
    const refunds = callsTo('POST', '/v1/refunds');
    expect(refunds.map((c) => [c.params.payment_intent, c.params.reason, c.idempotencyKey])).toEqual([
      [intent, 'duplicate', `refund-${refunded?.id}`],
    ]);
    const refund = [...stripe.refunds.values()].find((r) => r.payment_intent === intent);
    expect(refund).toMatchObject({ amount: 9900, status: 'succeeded' });
    expect(refunded?.provider_refund_id).toBe(refund?.id);
    // The duplicate subscription will not renew: cancelled at Stripe at once.
    expect(callsTo('DELETE', `/v1/subscriptions/${duplicate.subscription.id}`)).toHaveLength(1);
    expect(stripe.subscriptions.get(duplicate.subscription.id)?.status).toBe('canceled');
    expect(stripe.subscriptions.get(bought.subscription.id)?.status).toBe('active');
    expect(await liveSubscriptionsOf(t, email)).toEqual([
      { slug: 'full', provider_subscription_id: bought.subscription.id },
    ]);
    const me = (await http.get('/api/users/me')).body.data.user;
    expect(me.subscriptions).toHaveLength(1);
    expect(await ordersOf(t, email)).toEqual([
      ['completed', 99],
      ['refunded', 99],
    ]);
    await expect.poll(async () => (await receiptsTo(t, email)).length).toBe(1);
    // Stripe's events about the cancelled duplicate change nothing here.
    await deliver(stripe.event('customer.subscription.deleted', duplicate.subscription));
    expect((await paymentsOf(t, email)).map((p) => p.status)).toEqual(['refunded', 'completed']);
    expect(callsTo('POST', '/v1/refunds')).toHaveLength(1);
  });

  it('a refund Stripe could not make at first is made by the job, once', async () => {
    const { http, email } = await buyer(t, 'stripe');
    const old = (await open(http, 'full')).body.sessionId as string;
    await asOpenedBefore(t, old);
    await pay((await open(http, 'full')).body.sessionId as string);
    // Stripe does not find the charge yet: the refund fails after the payment was recorded refunded.
    const { session, invoice } = stripe.completeSubscriptionCheckout(old);
    const payment = stripe.invoicePayments.get(invoice.id);
    stripe.invoicePayments.delete(invoice.id);
    await deliver(stripe.event('checkout.session.completed', session));
    const [pending] = await paymentsOf(t, email);
    expect(pending).toMatchObject({ status: 'refunded', provider_refund_id: null, refunded_at: null });
    expect(await ordersOf(t, email)).toContainEqual(['refunded', 99]);

    if (payment) stripe.invoicePayments.set(invoice.id, payment);
    await t.deps.jobs.runDue();
    const [made] = await paymentsOf(t, email);
    expect(made?.provider_refund_id).toMatch(/^re_/);
    expect(made?.refunded_at).not.toBeNull();
    const intent = payment?.payment.payment_intent;
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === intent)).toHaveLength(1);
    await t.deps.jobs.runDue();
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === intent)).toHaveLength(1);
  });

  it('a buyer who abandons a checkout and returns after 24 hours keeps the one Stripe customer', async () => {
    const { http, email, login } = await buyer(t, 'stripe');
    const first = (await open(http, 'full')).body.sessionId as string;
    const customer = stripe.sessions.get(first)?.customer as string;
    expect(customer).toMatch(/^cus_/);
    try {
      // A day and more later Stripe has expired the abandoned session and said so.
      t.clock.advance(DAY + 3600_000);
      Object.assign(stripe.sessions.get(first) as object, { status: 'expired', url: null });
      await deliver(stripe.event('checkout.session.expired', stripe.sessions.get(first) as object));
      await login();
      const again = await open(http, 'full');
      expect(again.status).toBe(200);
      expect(again.body.sessionId).not.toBe(first);
      expect(stripe.sessions.get(again.body.sessionId)?.customer).toBe(customer);
      expect([...stripe.customers.values()].filter((c) => c.email === email)).toHaveLength(1);
    } finally {
      t.clock.reset();
    }
  });
});
