import { es, formatDate } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN, type TestApp, mailsSentTo } from './app.js';
import {
  expectCancelledAtPeriodEnd,
  ordersOf as ordersOfMember,
  planId,
  twoThemeIds,
} from './billing-factories.js';
import { FACTORY_PASSWORD, buyer, canPlay, currentUser } from './factories.js';
import { HttpClient } from './http.js';
import { deliverStripeEvent, startAppOnStripeStandIn } from './stripe-app.js';
import type { StripeStandIn } from './stripe-standin.js';

/**
 * Renewing subscriptions through the real Stripe SDK: the application over real HTTP talks to the
 * local Stripe stand-in, and the stand-in's happenings (a buyer paying, a renewal charging or
 * failing, a subscription ending) reach the webhook as Stripe delivers them, signed. The events
 * are posted in the orders and numbers Stripe may send them: late, twice, concurrently.
 */
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const WEBHOOK_SECRET = 'whsec_test_billing_standin';
const DAY = 86_400_000;

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  ({ t, stripe } = await startAppOnStripeStandIn({ webhookSecret: WEBHOOK_SECRET }));
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});
beforeEach(() => {
  t.clock.reset();
});

const member = () => buyer(t, 'stripe');

async function admin() {
  const http = new HttpClient(t.baseUrl);
  expect((await http.post('/api/users/login', TEST_ADMIN)).status).toBe(200);
  return http;
}

const deliver = (body: string) => deliverStripeEvent(t.baseUrl, WEBHOOK_SECRET, body);

/**
 * Opens a checkout for a plan and has the buyer pay it at the stand-in: the session, subscription
 * and first invoice as Stripe now holds them, and the two events Stripe sends about them.
 */
async function checkout(
  http: HttpClient,
  slug: 'full' | 'mini',
  themeIds?: string[],
  promotionCode?: string,
) {
  const res = await http.post('/api/payments/create-checkout-session', {
    planId: await planId(t, slug),
    ...(themeIds ? { themeIds } : {}),
    ...(promotionCode ? { promotionCode } : {}),
  });
  expect(res.status).toBe(200);
  const sessionId = res.body.sessionId as string;
  const { session, subscription, invoice } = stripe.completeSubscriptionCheckout(sessionId);
  return {
    sessionId,
    subscriptionId: subscription.id,
    customerId: subscription.customer,
    invoice,
    completed: stripe.event('checkout.session.completed', session),
    invoicePaid: stripe.event('invoice.paid', invoice),
  };
}

/** Buys a plan and delivers its two events in Stripe's usual order. */
async function subscribe(http: HttpClient, slug: 'full' | 'mini' = 'full', themeIds?: string[]) {
  const bought = await checkout(http, slug, themeIds);
  expect(await deliver(bought.completed)).toEqual({ status: 200, processed: true });
  expect(await deliver(bought.invoicePaid)).toEqual({ status: 200, processed: true });
  return bought;
}

/** The stand-in's subscription item: the current period, in Stripe's seconds. */
const periodOf = (subscriptionId: string) => {
  const item = stripe.subscriptions.get(subscriptionId)?.items.data[0];
  if (!item) throw new Error(`no subscription ${subscriptionId} at the stand-in`);
  return { start: item.current_period_start, end: item.current_period_end };
};
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
/** A time `secondsAfter` past a Stripe timestamp. */
const at = (seconds: number, secondsAfter = 0) => new Date((seconds + secondsAfter) * 1000);

/** Moves the application's clock to `when` (time keeps flowing) and signs the given clients in again. */
async function moveClockTo(when: Date, ...logins: Array<() => Promise<unknown>>) {
  t.clock.advance(when.getTime() - t.clock.now().getTime());
  for (const login of logins) await login();
}

const ordersOf = (email: string) => ordersOfMember(t, email);
const mailsTo = (email: string, subject: string) => mailsSentTo(t, email, subject);
const callsTo = (method: string, path: string) =>
  stripe.calls.filter((c) => c.method === method && c.path === path);

/** The end state of one Full purchase: active and renewing, one completed payment, one receipt. */
async function expectOneFullPurchase(
  http: HttpClient,
  email: string,
  bought: Awaited<ReturnType<typeof checkout>>,
) {
  const user = await currentUser(http);
  expect(user.subscriptions).toHaveLength(1);
  expect(user.activeSubscription).toMatchObject({
    status: 'active',
    renewing: true,
    cancelAtPeriodEnd: false,
    renewsAt: iso(periodOf(bought.subscriptionId).end),
    plan: { slug: 'full' },
  });
  expect(await canPlay(http)).toBe(true);
  expect((await ordersOf(email)).map((p) => [p.status, p.amount])).toEqual([['completed', 99]]);
  const receipts = await mailsTo(email, es.billing.receiptSubject('Plan Full'));
  expect(receipts).toHaveLength(1);
  expect(receipts[0]?.html).toContain(bought.invoice.hosted_invoice_url);
  expect(receipts[0]?.text).toContain(bought.invoice.hosted_invoice_url);
}

describe('renewing subscriptions through the Stripe SDK (local stand-in, signed webhooks)', () => {
  it('buys Full: checkout.session.completed then invoice.paid → active, renewing to the period end, one receipt', async () => {
    const { http, email } = await member();
    const bought = await subscribe(http);
    // The subscription was read from the stand-in, and the checkout named the customer made for the user.
    expect(callsTo('GET', `/v1/subscriptions/${bought.subscriptionId}`).length).toBeGreaterThan(0);
    expect(callsTo('POST', '/v1/customers').filter((c) => c.params.email === email)).toHaveLength(1);
    expect(stripe.sessions.get(bought.sessionId)?.customer).toBe(bought.customerId);
    await expectOneFullPurchase(http, email, bought);
  });

  it('the same events delivered twice and concurrently: one payment, one subscription, one receipt', async () => {
    const { http, email } = await member();
    const bought = await checkout(http, 'full');
    const answers = await Promise.all(
      [bought.completed, bought.invoicePaid, bought.completed, bought.invoicePaid].map(deliver),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    // Each event applied by exactly one of its deliveries.
    expect(answers.filter((a) => a.processed)).toHaveLength(2);
    expect([answers[0]?.processed, answers[2]?.processed].filter(Boolean)).toHaveLength(1);
    expect([answers[1]?.processed, answers[3]?.processed].filter(Boolean)).toHaveLength(1);
    // A third, late delivery of each changes nothing either.
    expect(await deliver(bought.completed)).toEqual({ status: 200, processed: false });
    expect(await deliver(bought.invoicePaid)).toEqual({ status: 200, processed: false });
    await expectOneFullPurchase(http, email, bought);
  });

  it('invoice.paid delivered before checkout.session.completed ends the same way', async () => {
    const { http, email } = await member();
    const bought = await checkout(http, 'full');
    expect(await deliver(bought.invoicePaid)).toEqual({ status: 200, processed: true });
    expect(await deliver(bought.completed)).toEqual({ status: 200, processed: true });
    await expectOneFullPurchase(http, email, bought);
  });

  it('a yearly renewal: a second completed payment with the renewal amount, renewsAt one year on', async () => {
    const { http, email, login } = await member();
    const bought = await subscribe(http);
    const first = periodOf(bought.subscriptionId);

    // A year on, Stripe opens the next period and charges it.
    const { invoice } = stripe.renew(bought.subscriptionId);
    if (!invoice) throw new Error('the renewal made no invoice');
    const next = periodOf(bought.subscriptionId);
    expect(next.start).toBe(first.end);
    await moveClockTo(at(invoice.created, 60), login);
    const subscription = stripe.subscriptions.get(bought.subscriptionId);
    expect(await deliver(stripe.event('invoice.paid', invoice, { created: at(invoice.created, 1) }))).toEqual(
      { status: 200, processed: true },
    );
    expect(
      await deliver(
        stripe.event('customer.subscription.updated', subscription as object, {
          created: at(invoice.created, 2),
          previousAttributes: { items: { data: [{ current_period_start: first.start }] } },
        }),
      ),
    ).toEqual({ status: 200, processed: true });

    const renewsAt = new Date(first.end * 1000);
    renewsAt.setUTCFullYear(renewsAt.getUTCFullYear() + 1);
    expect(iso(next.end)).toBe(renewsAt.toISOString());
    expect((await currentUser(http)).activeSubscription).toMatchObject({
      status: 'active',
      renewing: true,
      renewsAt: renewsAt.toISOString(),
    });
    expect(await canPlay(http)).toBe(true);

    const orders = await ordersOf(email);
    expect(orders.map((p) => [p.status, p.amount])).toEqual([
      ['completed', invoice.amount_paid / 100],
      ['completed', 99],
    ]);
    expect(invoice.amount_paid).toBe(9900);
    // One receipt per invoice (the outbox does not promise their order).
    const receipts = await mailsTo(email, es.billing.receiptSubject('Plan Full'));
    expect(receipts).toHaveLength(2);
    const renewal = receipts.filter((m) => m.html.includes(invoice.hosted_invoice_url));
    expect(renewal).toHaveLength(1);
    expect(renewal[0]?.text).toContain(
      es.billing.receiptPeriod(formatDate(iso(next.start)), formatDate(iso(next.end))),
    );
    expect(receipts.filter((m) => m.html.includes(bought.invoice.hosted_invoice_url))).toHaveLength(1);
  });

  it('a failed renewal: pending with access through the grace, a failed payment and a notice; then deleted → expired', async () => {
    const { http, email, login } = await member();
    const bought = await subscribe(http);

    const { invoice } = stripe.renew(bought.subscriptionId, { fail: true });
    if (!invoice) throw new Error('the renewal made no invoice');
    expect(stripe.subscriptions.get(bought.subscriptionId)?.status).toBe('past_due');
    const next = periodOf(bought.subscriptionId);
    await moveClockTo(at(invoice.created, 60), login);
    expect(
      await deliver(stripe.event('invoice.payment_failed', invoice, { created: at(invoice.created, 1) })),
    ).toEqual({ status: 200, processed: true });

    const pending = (await currentUser(http)).activeSubscription;
    const graceEnd = new Date(next.start * 1000 + 7 * DAY).toISOString();
    expect(pending).toMatchObject({ status: 'pending', renewsAt: null, endDate: graceEnd });
    expect(await canPlay(http)).toBe(true);
    expect((await ordersOf(email)).map((p) => [p.status, p.amount])).toEqual([
      ['failed', 99],
      ['completed', 99],
    ]);
    const notices = await mailsTo(email, es.billing.failedSubject);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(`${t.config.publicUrl}/panel/suscripcion`);
    expect(notices[0]?.text).toContain(formatDate(graceEnd));

    // The retries run out: Stripe cancels the subscription and says so.
    const endedAt = at(next.start, 6 * 86_400);
    const sub = stripe.subscriptions.get(bought.subscriptionId);
    Object.assign(sub as object, {
      status: 'canceled',
      canceled_at: endedAt.getTime() / 1000,
      ended_at: endedAt.getTime() / 1000,
    });
    await moveClockTo(new Date(endedAt.getTime() + 60_000), login);
    expect(
      await deliver(stripe.event('customer.subscription.deleted', sub as object, { created: endedAt })),
    ).toEqual({ status: 200, processed: true });

    const user = await currentUser(http);
    expect(user.activeSubscription).toBeNull();
    expect(user.subscriptions.map((s: { status: string }) => s.status)).toEqual(['expired']);
    expect(await canPlay(http)).toBe(false);
    expect((await ordersOf(email)).map((p) => p.status)).toEqual(['failed', 'completed']);
    expect(await mailsTo(email, es.billing.failedSubject)).toHaveLength(1);
  });

  it('an older customer.subscription.updated delivered after a newer one changes nothing', async () => {
    const { http, email } = await member();
    const bought = await subscribe(http);
    const sub = stripe.subscriptions.get(bought.subscriptionId) as object;
    const now = Date.now();
    const periodEnd = periodOf(bought.subscriptionId).end;
    // Renewing, as of 10 s from now; cancelled at the period's end (in the portal), as of 20 s from now.
    const older = stripe.event('customer.subscription.updated', sub, { created: new Date(now + 10_000) });
    const newer = stripe.event(
      'customer.subscription.updated',
      { ...sub, cancel_at_period_end: true, cancel_at: periodEnd, canceled_at: Math.floor(now / 1000) },
      { created: new Date(now + 20_000), previousAttributes: { cancel_at_period_end: false } },
    );
    expect(await deliver(newer)).toEqual({ status: 200, processed: true });
    const cancelled = (await currentUser(http)).activeSubscription;
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, endDate: iso(periodEnd) });

    expect(await deliver(older)).toEqual({ status: 200, processed: true });
    expect((await currentUser(http)).activeSubscription).toEqual(cancelled);
    expect(await mailsTo(email, es.billing.cancelSubject)).toHaveLength(1);
  });

  it('cancel and resume reach the stand-in, and the answer shows the renewal switched', async () => {
    const { http, email } = await member();
    const bought = await subscribe(http);
    const periodEnd = iso(periodOf(bought.subscriptionId).end);
    const path = `/v1/subscriptions/${bought.subscriptionId}`;

    const cancel = await http.post('/api/payments/subscription/cancel', {});
    expect(cancel.status).toBe(200);
    expect(callsTo('POST', path).map((c) => c.params)).toEqual([{ cancel_at_period_end: 'true' }]);
    expect(stripe.subscriptions.get(bought.subscriptionId)).toMatchObject({
      cancel_at_period_end: true,
      status: 'active',
    });
    expectCancelledAtPeriodEnd(cancel, periodEnd);
    expect((await currentUser(http)).activeSubscription.cancelAtPeriodEnd).toBe(true);
    // Stripe's own event about the change, arriving after the answer was applied, adds nothing.
    const echo = stripe.event(
      'customer.subscription.updated',
      stripe.subscriptions.get(bought.subscriptionId) as object,
      { previousAttributes: { cancel_at_period_end: false } },
    );
    expect((await deliver(echo)).status).toBe(200);
    expect((await currentUser(http)).activeSubscription).toEqual(cancel.body.data);
    expect(await mailsTo(email, es.billing.cancelSubject)).toHaveLength(1);

    const resume = await http.post('/api/payments/subscription/resume', {});
    expect(resume.status).toBe(200);
    expect(callsTo('POST', path).map((c) => c.params)).toEqual([
      { cancel_at_period_end: 'true' },
      { cancel_at_period_end: 'false' },
    ]);
    expect(stripe.subscriptions.get(bought.subscriptionId)?.cancel_at_period_end).toBe(false);
    expect(resume.body.message).toBe(es.billing.resumed(formatDate(periodEnd)));
    expect(resume.body.data).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      renewsAt: periodEnd,
    });
    expect((await currentUser(http)).activeSubscription).toMatchObject({
      cancelAtPeriodEnd: false,
      renewsAt: periodEnd,
    });
  });

  it('deleting the account cancels the subscription at Stripe at once; Stripe’s event then keeps it cancelled', async () => {
    const { http, email } = await member();
    const bought = await subscribe(http);
    const path = `/v1/subscriptions/${bought.subscriptionId}`;

    const res = await http.delete('/api/users/me', { password: FACTORY_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('deleted');
    expect(callsTo('DELETE', path)).toHaveLength(1);
    const ended = stripe.subscriptions.get(bought.subscriptionId);
    expect(ended).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'cancellation_requested' },
    });

    // Stripe's customer.subscription.deleted arrives afterwards: the subscription stays cancelled.
    expect((await deliver(stripe.event('customer.subscription.deleted', ended as object))).status).toBe(200);
    const statuses = rows<{ status: string }>(
      await t.database.db.execute(
        sql`select s.status from subscriptions s where s.provider_subscription_id = ${bought.subscriptionId}`,
      ),
    );
    expect(statuses).toEqual([{ status: 'cancelled' }]);
    // The payment stays, without the person.
    const payments = rows<{ email: string; status: string }>(
      await t.database.db.execute(sql`select u.email, p.status from payments p join users u on u.id = p.user_id
        where p.provider_subscription_id = ${bought.subscriptionId}`),
    );
    expect(payments).toHaveLength(1);
    expect(payments[0]?.status).toBe('completed');
    expect(payments[0]?.email).not.toBe(email);
  });

  it('the portal: the stand-in’s URL, opened for the user’s customer and returning to Mi Suscripción', async () => {
    const { http } = await member();
    const bought = await subscribe(http);
    const before = callsTo('POST', '/v1/billing_portal/sessions').length;

    const res = await http.post('/api/payments/portal-session', {});
    expect(res.status).toBe(200);
    const portal = [...stripe.portalSessions.values()].find((p) => p.url === res.body.url);
    expect(portal).toMatchObject({
      customer: bought.customerId,
      return_url: `${t.config.publicUrl}/panel/suscripcion`,
    });
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const calls = callsTo('POST', '/v1/billing_portal/sessions');
    expect(calls).toHaveLength(before + 1);
    expect(calls.at(-1)?.params).toEqual({
      customer: bought.customerId,
      return_url: `${t.config.publicUrl}/panel/suscripcion`,
    });
  });

  it('without PayPal configured the card is the one way to pay: PayPal asked for is refused, nothing opened', async () => {
    const { http, email } = await member();
    expect((await http.get('/api/payments/methods')).body.data).toEqual({ methods: ['card'] });
    const res = await http.post('/api/payments/create-checkout-session', {
      planId: await planId(t, 'full'),
      method: 'paypal',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(es.checkout.methodUnavailable);
    expect(await ordersOf(email)).toEqual([]);
  });

  it('a promotion code reaches Stripe as a coupon of that checkout alone: 25 % for 3 months, charged as asked', async () => {
    const staff = await admin();
    const made = await staff.post('/api/promotion-codes', {
      code: 'MADRE2027',
      kind: 'percent',
      percentOff: 25,
      duration: 'repeating',
      durationMonths: 3,
    });
    expect(made.status).toBe(200);
    const { http, email } = await member();
    const bought = await checkout(http, 'full', undefined, 'MADRE2027');
    const session = stripe.sessions.get(bought.sessionId);
    expect(stripe.coupons.get(session?.discounts[0]?.coupon as string)).toMatchObject({
      percent_off: 25,
      amount_off: null,
      duration: 'repeating',
      duration_in_months: 3,
      max_redemptions: 1,
      name: 'MADRE2027',
    });
    expect(session).toMatchObject({ amount_subtotal: 9900, amount_total: 7425 });
    expect(await deliver(bought.completed)).toEqual({ status: 200, processed: true });
    expect(await deliver(bought.invoicePaid)).toEqual({ status: 200, processed: true });
    const paid = rows<{ status: string; amount: string; discount_amount: string }>(
      await t.database.db.execute(sql`
        select p.status, p.amount::text, p.discount_amount::text from payments p join users u on u.id = p.user_id
         where u.email = ${email}`),
    );
    expect(paid).toEqual([{ status: 'completed', amount: '74.25', discount_amount: '24.75' }]);
    const listed = (await staff.get('/api/promotion-codes')).body.data.find(
      (c: { code: string }) => c.code === 'MADRE2027',
    );
    expect(listed).toMatchObject({ redemptions: 1, revenue: [{ currency: 'USD', amount: 74.25 }] });
  });

  it('Mini → Full: same customer, a coupon for the unused mini part, and the mini cancelled at the stand-in', async () => {
    const { http, email, login } = await member();
    const mini = await subscribe(http, 'mini', await twoThemeIds(t));
    const miniPrice = stripe.sessions.get(mini.sessionId)?.amount_total as number;
    const miniPeriod = periodOf(mini.subscriptionId);

    // Half-way through the mini's month (the clock stops so the credit is exact).
    await moveClockTo(new Date(((miniPeriod.start + miniPeriod.end) / 2) * 1000), login);
    t.clock.freeze();
    const now = t.clock.now().getTime();
    const credit = Math.floor(
      (miniPrice * (miniPeriod.end * 1000 - now)) / ((miniPeriod.end - miniPeriod.start) * 1000),
    );
    expect(credit).toBeGreaterThan(0);

    const couponsBefore = callsTo('POST', '/v1/coupons').length;
    const full = await checkout(http, 'full');
    const session = stripe.sessions.get(full.sessionId);
    // The same customer, no second one made.
    expect(full.customerId).toBe(mini.customerId);
    expect(session?.customer).toBe(mini.customerId);
    expect(callsTo('POST', '/v1/customers').filter((c) => c.params.email === email)).toHaveLength(1);
    // A once-only coupon for the unused mini part, taken off the first charge only.
    expect(callsTo('POST', '/v1/coupons')).toHaveLength(couponsBefore + 1);
    const couponId = session?.discounts[0]?.coupon as string;
    expect(stripe.coupons.get(couponId)).toMatchObject({
      amount_off: credit,
      currency: 'usd',
      duration: 'once',
      max_redemptions: 1,
      times_redeemed: 1,
      valid: false,
    });
    expect(session).toMatchObject({ amount_subtotal: 9900, amount_total: 9900 - credit });
    expect(stripe.subscriptions.get(full.subscriptionId)?.items.data[0]?.price.unit_amount).toBe(9900);

    expect(callsTo('DELETE', `/v1/subscriptions/${mini.subscriptionId}`)).toHaveLength(0);
    expect(await deliver(full.completed)).toEqual({ status: 200, processed: true });
    expect(await deliver(full.invoicePaid)).toEqual({ status: 200, processed: true });

    // The mini no longer renews at Stripe: cancelled at once, without proration (it was credited).
    expect(callsTo('DELETE', `/v1/subscriptions/${mini.subscriptionId}`).map((c) => c.params)).toEqual([
      { prorate: 'false' },
    ]);
    expect(stripe.subscriptions.get(mini.subscriptionId)?.status).toBe('canceled');
    expect(stripe.subscriptions.get(full.subscriptionId)?.status).toBe('active');

    const user = await currentUser(http);
    expect(user.activeSubscription).toMatchObject({
      status: 'active',
      plan: { slug: 'full' },
      renewsAt: iso(periodOf(full.subscriptionId).end),
    });
    expect(
      user.subscriptions.map((s: { plan: { slug: string }; status: string }) => [s.plan.slug, s.status]),
    ).toEqual([
      ['full', 'active'],
      ['mini', 'cancelled'],
    ]);
    expect((await ordersOf(email)).map((p) => [p.status, p.amount, p.plan?.slug])).toEqual([
      ['completed', (9900 - credit) / 100, 'full'],
      ['completed', miniPrice / 100, 'mini'],
    ]);

    // Stripe then reports the mini deleted: it stays as history, replaced (not expired).
    const miniSub = stripe.subscriptions.get(mini.subscriptionId) as object;
    expect(
      await deliver(
        stripe.event('customer.subscription.deleted', miniSub, { created: new Date(now + 1000) }),
      ),
    ).toEqual({ status: 200, processed: true });
    expect((await currentUser(http)).subscriptions.map((s: { status: string }) => s.status)).toEqual([
      'active',
      'cancelled',
    ]);
  });
});
