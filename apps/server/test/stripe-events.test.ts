import { Writable } from 'node:stream';
import { WITHDRAWAL_DAYS, es, formatMoney } from '@sanarte/shared';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from '../src/adapters/payments/stripe.js';
import { TEST_ADMIN, type TestApp, mailsSentTo } from './app.js';
import { planId } from './billing-factories.js';
import { audioIn, buyer, canPlay, currentUser, listenTo, signInAgain } from './factories.js';
import { HttpClient } from './http.js';
import { deliverStripeEvent, startAppOnStripeStandIn } from './stripe-app.js';
import type { StripeStandIn } from './stripe-standin.js';

/**
 * Stripe's events beyond the happy path, through the real SDK against the local stand-in, each
 * delivered signed as Stripe signs it: events rendered in another API version than the pinned one.
 */
const WEBHOOK_SECRET = 'whsec_test_events_standin';
const METRICS_TOKEN = 'metrics-token-events-0123456789';

/** The application's log lines at level error and above, parsed. */
const errorLog: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk, _enc, cb) {
    for (const line of String(chunk).split('\n').filter(Boolean)) errorLog.push(JSON.parse(line));
    cb();
  },
});

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  ({ t, stripe } = await startAppOnStripeStandIn({
    webhookSecret: WEBHOOK_SECRET,
    standIn: { webhookApiVersion: STRIPE_API_VERSION },
    app: { env: { METRICS_TOKEN, LOG_LEVEL: 'error' }, logStream },
  }));
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});
beforeEach(() => {
  // Each test starts at the present, as the stand-in's own clock does.
  t.clock.reset();
  stripe.setWebhookApiVersion(STRIPE_API_VERSION);
});

const deliver = (body: string) => deliverStripeEvent(t.baseUrl, WEBHOOK_SECRET, body);

/** A buyer subscribed to Full through the stand-in, both checkout events delivered and applied. */
async function subscribedMember() {
  const member = await buyer(t, 'events');
  const res = await member.http.post('/api/payments/create-checkout-session', {
    planId: await planId(t, 'full'),
  });
  expect(res.status).toBe(200);
  const { session, subscription, invoice } = stripe.completeSubscriptionCheckout(res.body.sessionId);
  expect(await deliver(stripe.event('checkout.session.completed', session))).toEqual({
    status: 200,
    processed: true,
  });
  expect(await deliver(stripe.event('invoice.paid', invoice))).toEqual({ status: 200, processed: true });
  return { ...member, subscriptionId: subscription.id, firstInvoice: invoice };
}

async function admin() {
  const http = new HttpClient(t.baseUrl);
  expect((await http.post('/api/users/login', TEST_ADMIN)).status).toBe(200);
  return http;
}
/** Órdenes as staff see it: the member's payment records, newest first. */
const ordersOf = async (email: string) => {
  const res = await (await admin()).get(`/api/payment-records/list?q=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return res.body.data as { status: string; amount: number; currency: string }[];
};
const renewsAt = async (http: HttpClient) =>
  (await http.get('/api/users/me')).body.data.user.activeSubscription?.renewsAt as string | null;
const refusedMetric = async () => {
  const res = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  return text
    .split('\n')
    .filter(
      (l) => l.startsWith('sanarte_payment_webhooks_total{') && l.includes('outcome="refused_api_version"'),
    )
    .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0);
};

describe('the Stripe API version', () => {
  it('every request to Stripe is made in the pinned version, the one the SDK is typed for', async () => {
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
    await subscribedMember();
    expect(stripe.calls.length).toBeGreaterThan(0);
    expect(new Set(stripe.calls.map((c) => c.version))).toEqual(new Set([STRIPE_API_VERSION]));
  });

  it('a signed invoice.paid rendered in 2024-06-20 is refused (Stripe retries it): no renewal, an error counted; in the pinned version it renews', async () => {
    const { http, email, login, subscriptionId } = await subscribedMember();
    const before = await renewsAt(http);
    const refusedBefore = await refusedMetric();

    const { invoice } = stripe.renew(subscriptionId);
    if (!invoice) throw new Error('the renewal made no invoice');
    // The endpoint was created in an older version: Stripe renders the invoice in its shape.
    stripe.setWebhookApiVersion('2024-06-20');
    const old = stripe.event('invoice.paid', invoice);
    const sent = JSON.parse(old) as { api_version: string; data: { object: Record<string, unknown> } };
    expect(sent.api_version).toBe('2024-06-20');
    expect(sent.data.object.subscription).toBe(subscriptionId);
    expect(sent.data.object).not.toHaveProperty('parent');

    const refused = await deliver(old);
    expect(refused.status).toBe(422);
    expect(refused.status < 200 || refused.status >= 300).toBe(true);
    expect(await refusedMetric()).toBe(refusedBefore + 1);
    const logged = errorLog.filter((l) => l.eventType === 'invoice.paid' && l.apiVersion === '2024-06-20');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 50, expected: STRIPE_API_VERSION });
    // Nothing recorded: no renewal payment, the period not extended, no receipt.
    expect((await ordersOf(email)).map((p) => p.status)).toEqual(['completed']);
    expect(await renewsAt(http)).toBe(before);
    await t.deps.mail.flush();
    expect(
      t.mail.sent.filter((m) => m.to === email && m.subject === es.billing.receiptSubject('Plan Full')),
    ).toHaveLength(1);

    // The endpoint recreated in the pinned version: the same renewal, rendered in it, applies.
    stripe.setWebhookApiVersion(STRIPE_API_VERSION);
    t.clock.advance((invoice.created + 60) * 1000 - t.clock.now().getTime());
    await login();
    expect(await deliver(stripe.event('invoice.paid', invoice))).toEqual({ status: 200, processed: true });
    expect((await ordersOf(email)).map((p) => p.status)).toEqual(['completed', 'completed']);
    const line = invoice.lines.data[0];
    expect(await renewsAt(http)).toBe(new Date((line?.period.end ?? 0) * 1000).toISOString());
    expect(await refusedMetric()).toBe(refusedBefore + 1);
  });
});

describe('a completed checkout is checked against what was asked', () => {
  it('the right amount in another currency is not accepted: nothing granted, the charge refunded and its subscription cancelled at Stripe, an error logged', async () => {
    const { http, email } = await buyer(t, 'currency');
    const res = await http.post('/api/payments/create-checkout-session', {
      planId: await planId(t, 'full'),
    });
    expect(res.status).toBe(200);
    const sessionId = res.body.sessionId as string;
    const { session, subscription, invoice } = stripe.completeSubscriptionCheckout(sessionId);
    // 99.00 charged, but in euros (a price or presentment-currency setting at Stripe) for a USD plan.
    expect(session.amount_total).toBe(9900);
    session.currency = 'eur';

    expect(await deliver(stripe.event('checkout.session.completed', session))).toEqual({
      status: 200,
      processed: true,
    });
    const verify = await http.post('/api/payments/verify-payment-session', { sessionId });
    expect(verify.status).toBe(402);
    expect(verify.body).toMatchObject({ message: es.checkout.paymentRefunded, data: { status: 'refunded' } });
    expect((await ordersOf(email)).map((p) => [p.status, p.amount, p.currency])).toEqual([
      ['refunded', 99, 'USD'],
    ]);
    const user = (await http.get('/api/users/me')).body.data.user;
    expect(user.activeSubscription).toBeNull();
    expect(user.subscriptions).toEqual([]);
    expect((await http.get('/api/library')).body.data.hasSubscription).toBe(false);
    // The money went back, and the subscription the checkout started at Stripe renews nothing.
    const intent = stripe.invoicePayments.get(invoice.id)?.payment.payment_intent;
    expect(intent).toBeTruthy();
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === intent)).toMatchObject([
      { amount: 9900, status: 'succeeded' },
    ]);
    expect(stripe.subscriptions.get(subscription.id)?.status).toBe('canceled');
    const logged = errorLog.filter((l) => l.sessionId === sessionId);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 50,
      expected: { amount: 9900, currency: 'USD' },
      charged: { amount: 9900, currency: 'EUR' },
    });
  });
});

const mailsTo = (email: string, subject: string) => mailsSentTo(t, email, subject);
const activeOf = async (http: HttpClient) =>
  (await http.get('/api/users/me')).body.data.user.activeSubscription as {
    status: string;
    paymentActionUrl: string | null;
    renewsAt: string | null;
  } | null;

describe('strong customer authentication on renewals', () => {
  it('invoice.payment_action_required: the hosted invoice e-mailed once and shown in Mi Suscripción until the invoice is paid', async () => {
    const { http, email, login, subscriptionId } = await subscribedMember();
    // The renewal's off-session charge needs the customer's bank confirmation: the invoice stays open.
    const { invoice } = stripe.renew(subscriptionId, { fail: true });
    if (!invoice) throw new Error('the renewal made no invoice');
    t.clock.advance((invoice.created + 60) * 1000 - t.clock.now().getTime());
    await login();
    const at = (s: number) => new Date((invoice.created + s) * 1000);

    expect(
      await deliver(stripe.event('invoice.payment_action_required', invoice, { created: at(1) })),
    ).toEqual({ status: 200, processed: true });
    expect(await activeOf(http)).toMatchObject({
      status: 'pending',
      paymentActionUrl: invoice.hosted_invoice_url,
    });
    // Stripe's invoice.payment_failed about the same attempt, and a second request for the same
    // invoice, add no e-mail: one asking to confirm, none saying the card failed.
    expect(await deliver(stripe.event('invoice.payment_failed', invoice, { created: at(2) }))).toEqual({
      status: 200,
      processed: true,
    });
    expect(
      await deliver(stripe.event('invoice.payment_action_required', invoice, { created: at(3) })),
    ).toEqual({ status: 200, processed: true });
    const asks = await mailsTo(email, es.billing.actionSubject);
    expect(asks).toHaveLength(1);
    expect(asks[0]?.text).toContain(`${es.billing.actionButton}: ${invoice.hosted_invoice_url}`);
    expect(asks[0]?.html).toContain(`href="${invoice.hosted_invoice_url}"`);
    expect(asks[0]?.text).toContain(es.billing.actionMailText('Lucía', 'Plan Full', '$99.00').slice(0, 40));
    expect(await mailsTo(email, es.billing.failedSubject)).toHaveLength(0);
    expect((await ordersOf(email)).map((p) => p.status)).toEqual(['failed', 'completed']);
    expect((await activeOf(http))?.paymentActionUrl).toBe(invoice.hosted_invoice_url);

    // The customer confirms on the hosted page: Stripe pays the invoice and says so.
    stripe.payOpenInvoice(invoice.id);
    expect(await deliver(stripe.event('invoice.paid', invoice, { created: at(120) }))).toEqual({
      status: 200,
      processed: true,
    });
    const after = await activeOf(http);
    expect(after).toMatchObject({ status: 'active', paymentActionUrl: null });
    expect(after?.renewsAt).toBe(new Date((invoice.lines.data[0]?.period.end ?? 0) * 1000).toISOString());
    expect((await ordersOf(email)).map((p) => p.status)).toEqual(['completed', 'completed']);
    expect(await mailsTo(email, es.billing.receiptSubject('Plan Full'))).toHaveLength(2);
  });
});

type OrderWithDispute = {
  status: string;
  dispute: { status: string; reason: string; amount: number; currency: string; createdAt: string } | null;
};

describe('disputes', () => {
  it('charge.dispute.created: staff see it on the order (status, reason, amount, opened); later states move it on, older ones do not', async () => {
    const { email, firstInvoice } = await subscribedMember();
    expect(((await ordersOf(email)) as unknown as OrderWithDispute[])[0]?.dispute).toBeNull();

    const dispute = stripe.disputeInvoice(firstInvoice.id, { reason: 'product_not_received' });
    const opened = new Date(dispute.created * 1000);
    expect(await deliver(stripe.event('charge.dispute.created', dispute, { created: opened }))).toEqual({
      status: 200,
      processed: true,
    });
    // The charge was traced to its invoice through Stripe's invoice payments.
    const lookups = stripe.calls.filter((c) => c.method === 'GET' && c.path === '/v1/invoice_payments');
    expect(lookups.at(-1)?.params).toMatchObject({
      payment: { type: 'payment_intent', payment_intent: dispute.payment_intent },
    });
    const orders = (await ordersOf(email)) as unknown as OrderWithDispute[];
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      status: 'completed',
      dispute: {
        status: 'needs_response',
        reason: 'product_not_received',
        amount: 99,
        currency: 'USD',
        createdAt: opened.toISOString(),
      },
    });

    const later = (seconds: number) => new Date(opened.getTime() + seconds * 1000);
    expect(
      await deliver(
        stripe.event('charge.dispute.closed', { ...dispute, status: 'won' }, { created: later(20) }),
      ),
    ).toEqual({ status: 200, processed: true });
    expect(
      await deliver(
        stripe.event(
          'charge.dispute.updated',
          { ...dispute, status: 'under_review' },
          { created: later(10) },
        ),
      ),
    ).toEqual({ status: 200, processed: true });
    expect(((await ordersOf(email)) as unknown as OrderWithDispute[])[0]?.dispute?.status).toBe('won');
  });

  it('a dispute on a charge that paid no invoice of ours is acknowledged and changes nothing', async () => {
    const { email, firstInvoice } = await subscribedMember();
    const dispute = stripe.disputeInvoice(firstInvoice.id);
    const stranger = { ...dispute, id: 'du_stranger', payment_intent: 'pi_not_an_invoice', charge: 'ch_x' };
    expect(await deliver(stripe.event('charge.dispute.created', stranger))).toEqual({
      status: 200,
      processed: false,
    });
    expect(((await ordersOf(email)) as unknown as OrderWithDispute[])[0]?.dispute).toBeNull();
  });
});

describe('refunds made at Stripe', () => {
  const deletes = (subscriptionId: string) =>
    stripe.calls.filter((c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${subscriptionId}`);

  it('charge.refunded in full of the payment the period rests on: «Reembolsado» in Órdenes, access ends now, cancelled at Stripe', async () => {
    const { http, email, subscriptionId, firstInvoice } = await subscribedMember();
    expect(await canPlay(http)).toBe(true);

    const charge = stripe.refundInvoice(firstInvoice.id);
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 9900 });
    expect(await deliver(stripe.event('charge.refunded', charge))).toEqual({ status: 200, processed: true });

    expect((await ordersOf(email)).map((p) => p.status)).toEqual(['refunded']);
    const notices = await mailsTo(email, es.billing.refundSubject('Plan Full'));
    expect(notices.map((m) => m.text.includes(es.billing.refundAccessEnded))).toEqual([true]);
    const user = await currentUser(http);
    expect(user.activeSubscription).toBeNull();
    expect(user.subscriptions).toMatchObject([{ status: 'cancelled', refunded: true }]);
    expect(await canPlay(http)).toBe(false);
    // It no longer renews at Stripe: cancelled there at once.
    expect(deletes(subscriptionId)).toHaveLength(1);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    // Stripe's customer.subscription.deleted that follows keeps it as it is.
    expect(
      await deliver(
        stripe.event('customer.subscription.deleted', stripe.subscriptions.get(subscriptionId) as object),
      ),
    ).toMatchObject({ status: 200 });
    expect((await currentUser(http)).subscriptions).toMatchObject([{ status: 'cancelled', refunded: true }]);
  });

  it('an invoice.paid that comes again after the refund (a new event for the same invoice) neither reopens the order nor sends a receipt', async () => {
    const { http, email, firstInvoice } = await subscribedMember();
    const charge = stripe.refundInvoice(firstInvoice.id);
    expect(await deliver(stripe.event('charge.refunded', charge))).toEqual({ status: 200, processed: true });
    const receipts = (await mailsTo(email, es.billing.receiptSubject('Plan Full'))).length;

    expect(await deliver(stripe.event('invoice.paid', firstInvoice))).toMatchObject({ status: 200 });
    expect((await ordersOf(email)).map((p) => p.status)).toEqual(['refunded']);
    expect((await currentUser(http)).activeSubscription).toBeNull();
    expect(await canPlay(http)).toBe(false);
    expect(await mailsTo(email, es.billing.receiptSubject('Plan Full'))).toHaveLength(receipts);
  });

  it('charge.refunded in part (a goodwill gesture): the payment stays completed and the access as it was', async () => {
    const { http, email, subscriptionId, firstInvoice } = await subscribedMember();
    const charge = stripe.refundInvoice(firstInvoice.id, 2000);
    expect(charge).toMatchObject({ refunded: false, amount_refunded: 2000 });
    expect(await deliver(stripe.event('charge.refunded', charge))).toEqual({ status: 200, processed: true });

    expect(await ordersOf(email)).toMatchObject([{ status: 'completed', refundedAmount: 20 }]);
    const [notice] = await mailsTo(email, es.billing.refundSubject('Plan Full'));
    expect(notice?.text).toContain(es.billing.refundAmount(formatMoney(20, 'USD'), formatMoney(99, 'USD')));
    expect(notice?.text).toContain(es.billing.refundAccessKept);
    expect((await currentUser(http)).activeSubscription).toMatchObject({ status: 'active', refunded: false });
    expect(await canPlay(http)).toBe(true);
    expect(deletes(subscriptionId)).toHaveLength(0);
  });
});

describe('refunds staff make from Órdenes', () => {
  const refund = async (id: string, body: object) =>
    (await admin()).post(`/api/payment-records/${id}/refund`, body);
  const orderOf = async (email: string) =>
    (await ordersOf(email))[0] as unknown as {
      _id: string;
      status: string;
      refundedAmount: number;
      refundNote: string | null;
    };
  const refundsAtStripe = (intent: string | null | undefined) =>
    [...stripe.refunds.values()].filter((r) => r.payment_intent === intent);

  it('in full: «Reembolsado» with the note, the money back at Stripe, access ends now and the customer is told; a second refund is refused', async () => {
    const { http, email, subscriptionId, firstInvoice } = await subscribedMember();
    const order = await orderOf(email);

    const res = await refund(order._id, { note: 'Lo pidió dentro de los 14 días' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      _id: order._id,
      status: 'refunded',
      refundedAmount: 99,
      currency: 'USD',
    });

    expect(await orderOf(email)).toMatchObject({
      status: 'refunded',
      refundedAmount: 99,
      refundNote: 'Lo pidió dentro de los 14 días',
    });
    expect(await canPlay(http)).toBe(false);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    const charge = stripe.chargeOf(firstInvoice.id);
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 9900 });
    expect(refundsAtStripe(charge.payment_intent).map((r) => [r.amount, r.reason])).toEqual([
      [9900, 'requested_by_customer'],
    ]);
    const notices = await mailsTo(email, es.billing.refundSubject('Plan Full'));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(es.billing.refundAccessEnded);

    // Stripe's own event about the same refund changes nothing and tells the customer nothing more.
    expect(await deliver(stripe.event('charge.refunded', charge))).toMatchObject({ status: 200 });
    expect(await mailsTo(email, es.billing.refundSubject('Plan Full'))).toHaveLength(1);

    const again = await refund(order._id, { note: 'Otra vez' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(es.admin.refundNotCompleted);
    expect(refundsAtStripe(charge.payment_intent)).toHaveLength(1);
  });

  it('in part: the access stays, more than what is left is refused, and the rest later ends it', async () => {
    const { http, email, firstInvoice } = await subscribedMember();
    const order = await orderOf(email);

    const part = await refund(order._id, { amount: 20, note: 'Un audio no cargaba' });
    expect(part.status).toBe(200);
    expect(part.body.data).toMatchObject({ status: 'completed', refundedAmount: 20 });
    expect(await canPlay(http)).toBe(true);
    const [notice] = await mailsTo(email, es.billing.refundSubject('Plan Full'));
    expect(notice?.text).toContain(es.billing.refundAmount(formatMoney(20, 'USD'), formatMoney(99, 'USD')));
    expect(notice?.text).toContain(es.billing.refundAccessKept);

    // Stripe's event about it is known already: no second e-mail, the same figure.
    const charge = stripe.chargeOf(firstInvoice.id);
    expect(charge.amount_refunded).toBe(2000);
    expect(await deliver(stripe.event('charge.refunded', charge))).toMatchObject({ status: 200 });
    expect(await mailsTo(email, es.billing.refundSubject('Plan Full'))).toHaveLength(1);

    const tooMuch = await refund(order._id, { amount: 79.01, note: 'Demasiado' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe(es.admin.refundTooMuch(formatMoney(79, 'USD')));
    expect(stripe.chargeOf(firstInvoice.id).amount_refunded).toBe(2000);

    const rest = await refund(order._id, { note: 'Al final quiso darse de baja' });
    expect(rest.body.data).toMatchObject({ status: 'refunded', refundedAmount: 99 });
    expect(stripe.chargeOf(firstInvoice.id)).toMatchObject({ refunded: true, amount_refunded: 9900 });
    expect(await canPlay(http)).toBe(false);
  });

  it('staff see whether and how much the customer listened since the payment', async () => {
    const { http, email } = await subscribedMember();
    const order = await orderOf(email);
    const listening = async () =>
      (await (await admin()).get(`/api/payment-records/${order._id}/listening`)).body;

    expect((await listening()).data).toMatchObject({ audios: 0, seconds: 0 });
    await listenTo(t, http, await audioIn(t, 'no_mas_insomnio'), 90);
    const after = (await listening()).data;
    expect(after).toMatchObject({ audios: 1, seconds: 90 });
    expect(Date.parse(after.since)).toBeLessThanOrEqual(t.clock.now().getTime());
    expect((await http.get(`/api/payment-records/${order._id}/listening`)).status).toBe(403);
  });

  it('bad input is answered in Spanish, and nothing is given back', async () => {
    const { email, firstInvoice } = await subscribedMember();
    const order = await orderOf(email);
    const cases: [object, string][] = [
      [{ amount: 0.001, note: 'Motivo' }, es.admin.refundAmountInvalid],
      [{ amount: -5, note: 'Motivo' }, es.admin.refundAmountInvalid],
      [{ amount: '10', note: 'Motivo' }, es.admin.refundAmountInvalid],
      [{ amount: 10 }, es.admin.refundNoteRequired],
      [{ amount: 10, note: '  ' }, es.admin.refundNoteRequired],
      [{ amount: 10, note: 'x'.repeat(501) }, es.admin.refundNoteTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await refund(order._id, body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect((await refund('00000000-0000-4000-8000-000000000000', { note: 'Motivo' })).status).toBe(404);
    expect(stripe.chargeOf(firstInvoice.id).amount_refunded).toBe(0);
  });
});

describe('the right of withdrawal, from Mi Suscripción', () => {
  const withdrawal = async (http: HttpClient) => (await http.get('/api/payments/withdrawal')).body.data;

  it('within 14 days and nothing played: one step gives the purchase back, ends the plan and e-mails the listener', async () => {
    const { http, email, firstInvoice } = await subscribedMember();
    const open = await withdrawal(http);
    expect(open).toMatchObject({ amount: 99, currency: 'USD' });
    const days = (Date.parse(open.until) - t.clock.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(WITHDRAWAL_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(WITHDRAWAL_DAYS);

    const res = await http.post('/api/payments/withdraw', {});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'refunded', refundedAmount: 99 });
    expect(await canPlay(http)).toBe(false);
    expect(stripe.chargeOf(firstInvoice.id)).toMatchObject({ refunded: true, amount_refunded: 9900 });
    expect(await ordersOf(email)).toMatchObject([
      { status: 'refunded', refundNote: es.billing.withdrawalNote(WITHDRAWAL_DAYS) },
    ]);
    expect(await mailsTo(email, es.billing.refundSubject('Plan Full'))).toHaveLength(1);
    expect(await withdrawal(http)).toBeNull();
    const again = await http.post('/api/payments/withdraw', {});
    expect([again.status, again.body.message]).toEqual([
      409,
      es.billing.withdrawalNotAvailable(WITHDRAWAL_DAYS),
    ]);
  });

  it('after playing an audio of it, or after 14 days, the listener can no longer withdraw', async () => {
    const played = await subscribedMember();
    await listenTo(t, played.http, await audioIn(t, 'no_mas_insomnio'), 30);
    expect(await withdrawal(played.http)).toBeNull();
    const refused = await played.http.post('/api/payments/withdraw', {});
    expect([refused.status, refused.body.message]).toEqual([
      409,
      es.billing.withdrawalNotAvailable(WITHDRAWAL_DAYS),
    ]);
    expect(await canPlay(played.http)).toBe(true);

    const late = await subscribedMember();
    expect(await withdrawal(late.http)).not.toBeNull();
    t.clock.advance((WITHDRAWAL_DAYS * 24 + 1) * 3_600_000);
    // Signed in again: the session of 15 days ago has ended.
    const { http } = await signInAgain(late);
    expect(await withdrawal(http)).toBeNull();
    expect((await http.post('/api/payments/withdraw', {})).status).toBe(409);
    expect(stripe.chargeOf(late.firstInvoice.id).amount_refunded).toBe(0);
  });
});
