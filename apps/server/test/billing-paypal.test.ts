import { es } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
const until = <T>(fn: () => Promise<T> | T) => expect.poll(fn);
import type { PaypalDelivery } from '../src/adapters/payments/paypal-simulator.js';
import { type TestApp, mailsSentTo } from './app.js';
import { ordersOf as ordersOfMember, planId, signedInAdmin, twoThemeIds } from './billing-factories.js';
import { FACTORY_PASSWORD, buyer, canPlay, currentUser } from './factories.js';
import type { HttpClient } from './http.js';
import {
  PAYPAL_WEBHOOK_ID,
  type PaypalStandIn,
  deliverPaypal,
  startAppOnPaypalStandIn,
} from './paypal-app.js';

/**
 * PayPal beside the card, through PayPal's server SDK: the application over real HTTP talks to a
 * local stand-in of PayPal's REST API (its published object shapes), and the stand-in's happenings
 * (a buyer approving, a renewal paid or declined, a refund) reach the webhook signed as PayPal
 * signs them, verified against the certificate the app fetches. Deliveries are made late, twice
 * and out of order, as PayPal may.
 */
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const DAY = 86_400_000;

let t: TestApp;
let paypal: PaypalStandIn;
beforeAll(async () => {
  ({ t, paypal } = await startAppOnPaypalStandIn());
});
afterAll(async () => {
  await t?.close();
  await paypal?.close();
});
beforeEach(() => {
  t.clock.reset();
  void paypal.sim.take();
});

const admin = () => signedInAdmin(t);
const deliver = (d: PaypalDelivery) => deliverPaypal(t.baseUrl, d);
const deliverAll = async (ds: PaypalDelivery[]) => {
  const out = [];
  for (const d of ds) out.push(await deliver(d));
  return out;
};
const typeOf = (d: PaypalDelivery) => (JSON.parse(d.body) as { event_type: string }).event_type;
/** The events PayPal sent about one subscription (the stand-in holds every test's). */
const about = (subscriptionId: string, ds: PaypalDelivery[]) =>
  ds.filter((d) => {
    const { resource } = JSON.parse(d.body) as { resource: { id?: string; billing_agreement_id?: string } };
    return resource.id === subscriptionId || resource.billing_agreement_id === subscriptionId;
  });

/** Opens a PayPal checkout for a plan and has the buyer approve it at PayPal: its events, not delivered yet. */
async function approve(http: HttpClient, slug = 'full', more: Record<string, unknown> = {}) {
  const res = await http.post('/api/payments/create-checkout-session', {
    planId: await planId(t, slug),
    method: 'paypal',
    ...more,
  });
  expect(res.status).toBe(200);
  const subscriptionId = res.body.sessionId as string;
  expect(subscriptionId).toMatch(/^I-[A-Z0-9]+$/);
  // The buyer is sent to PayPal's approval page for this subscription.
  expect(res.body.url).toBe(`${paypal.apiBase}/webapps/checkoutnow?token=${subscriptionId}`);
  const back = await paypal.sim.approve(subscriptionId);
  // PayPal sends the buyer back to /payment-success with the subscription's id.
  expect(back).toBe(`${t.baseUrl}/payment-success?${new URL(back as string).searchParams}`);
  expect(new URL(back as string).searchParams.get('subscription_id')).toBe(subscriptionId);
  const events = await paypal.sim.take();
  expect(events.map(typeOf)).toEqual(['PAYMENT.SALE.COMPLETED', 'BILLING.SUBSCRIPTION.ACTIVATED']);
  return { subscriptionId, events };
}

/**
 * A year on: the stand-in charges what falls due (`ran`: what it did) and sends one event about the
 * member's subscription, of `type`; the member signs in again (a year ends any session) and the
 * event is delivered and acted on.
 */
async function aYearOn(m: { http: HttpClient; email: string; subscriptionId: string }, type: string) {
  t.clock.advance(366 * DAY);
  const ran = await paypal.sim.runDue();
  const events = about(m.subscriptionId, await paypal.sim.take());
  expect(events.map(typeOf)).toEqual([type]);
  await m.http.post('/api/users/login', { email: m.email, password: FACTORY_PASSWORD });
  expect(await deliverAll(events)).toEqual([{ status: 200, processed: true }]);
  return { ran, events };
}

async function subscribed(slug = 'full', more: Record<string, unknown> = {}) {
  const m = await buyer(t, 'paypal');
  const bought = await approve(m.http, slug, more);
  expect(await deliverAll(bought.events)).toEqual([
    { status: 200, processed: true },
    { status: 200, processed: true },
  ]);
  return { ...m, ...bought };
}

const ordersOf = (email: string) => ordersOfMember(t, email);
const mailsTo = (email: string, subject: string) => mailsSentTo(t, email, subject);
const salesOf = (subscriptionId: string) =>
  paypal.sim.find(subscriptionId) ? paypal.calls.filter((c) => c.path.includes(subscriptionId)) : [];
const fullPrice = async () =>
  Number(
    rows<{ price: string }>(
      await t.database.db.execute(sql`select price::text from plans where slug = 'full'`),
    )[0]?.price,
  );

/** A delivery of `body` with its signature headers replaced. */
const withHeaders = (d: PaypalDelivery, headers: Record<string, string>) => ({
  body: d.body,
  headers: { ...d.headers, ...headers },
});

describe('paying with PayPal (SDK against the stand-in, signed webhooks)', () => {
  it('offers card and PayPal; PayPal for Full: approved, active and renewing, Órdenes shows paypal with the sale id, one receipt', async () => {
    const { http, email } = await buyer(t, 'paypal');
    expect((await http.get('/api/payments/methods')).body.data).toEqual({ methods: ['card', 'paypal'] });

    const { subscriptionId, events } = await approve(http);
    // PayPal's SDK made the subscription on a billing plan of its own product.
    expect(paypal.calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([
        'POST /v1/oauth2/token',
        'POST /v1/catalogs/products',
        'POST /v1/billing/plans',
        'POST /v1/billing/subscriptions',
      ]),
    );
    expect(await deliverAll(events)).toEqual([
      { status: 200, processed: true },
      { status: 200, processed: true },
    ]);

    const verify = await http.post('/api/payments/verify-payment-session', { sessionId: subscriptionId });
    expect(verify.status).toBe(200);
    expect(verify.body.data.status).toBe('completed');
    const user = await currentUser(http);
    expect(user.activeSubscription).toMatchObject({
      status: 'active',
      renewing: true,
      cancelAtPeriodEnd: false,
      plan: { slug: 'full' },
    });
    expect(await canPlay(http)).toBe(true);

    const sale = JSON.parse(events[0]?.body ?? '{}').resource.id as string;
    expect(await ordersOf(email)).toMatchObject([
      { status: 'completed', amount: await fullPrice(), provider: 'paypal', providerReference: sale },
    ]);
    expect(await mailsTo(email, es.billing.receiptSubject('Plan Full'))).toHaveLength(1);
    expect(salesOf(subscriptionId).length).toBeGreaterThan(0);
  });

  it('the same event twice, and the two events in the other order, apply once: one payment, one receipt', async () => {
    const { http, email } = await buyer(t, 'paypal');
    const { events } = await approve(http);
    const [sale, activated] = events as [PaypalDelivery, PaypalDelivery];
    expect(await deliver(activated)).toEqual({ status: 200, processed: true });
    expect(await deliver(sale)).toEqual({ status: 200, processed: true });
    expect(await deliver(sale)).toEqual({ status: 200, processed: false });
    expect(await deliver(activated)).toEqual({ status: 200, processed: false });

    expect((await currentUser(http)).activeSubscription).toMatchObject({ status: 'active', renewing: true });
    expect((await ordersOf(email)).map((o) => [o.status, o.provider])).toEqual([['completed', 'paypal']]);
    expect(await mailsTo(email, es.billing.receiptSubject('Plan Full'))).toHaveLength(1);
  });

  it('a renewal arrives by webhook a year later: a second completed payment and the period moved on', async () => {
    const m = await subscribed();
    const { http, email, subscriptionId } = m;
    const before = (await currentUser(http)).activeSubscription.renewsAt as string;
    const { ran, events } = await aYearOn(m, 'PAYMENT.SALE.COMPLETED');
    expect(ran.renewed).toBeGreaterThanOrEqual(1);

    const orders = await ordersOf(email);
    const saleOf = (d: PaypalDelivery | undefined) => JSON.parse(d?.body ?? '{}').resource.id as string;
    expect(orders.map((o) => [o.status, o.provider, o.providerReference])).toEqual([
      ['completed', 'paypal', saleOf(events[0])],
      ['completed', 'paypal', expect.any(String)],
    ]);
    const after = (await currentUser(http)).activeSubscription;
    expect(after).toMatchObject({ status: 'active', renewing: true });
    expect(new Date(after.renewsAt).getTime()).toBeGreaterThan(new Date(before).getTime());
    expect(paypal.sim.find(subscriptionId)?.status).toBe('ACTIVE');
  });

  it('a declined renewal enters the grace period: access kept, the renewal recorded failed, the customer told', async () => {
    const m = await subscribed();
    const { http, email } = m;
    paypal.sim.setDeclining(m.subscriptionId, true);
    expect((await aYearOn(m, 'BILLING.SUBSCRIPTION.PAYMENT.FAILED')).ran.failed).toBe(1);

    expect((await currentUser(http)).activeSubscription).toMatchObject({ status: 'pending', renewsAt: null });
    expect(await canPlay(http)).toBe(true);
    expect((await ordersOf(email)).map((o) => [o.status, o.provider])).toEqual([
      ['failed', 'paypal'],
      ['completed', 'paypal'],
    ]);
    expect(await mailsTo(email, es.billing.failedSubject)).toHaveLength(1);
  });

  it('Mi Suscripción cancels the renewal (PayPal suspends it) and resumes it (PayPal activates it)', async () => {
    const { http, subscriptionId } = await subscribed();
    const cancel = await http.post('/api/payments/subscription/cancel', {});
    expect(cancel.status).toBe(200);
    expect(cancel.body.data).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, renewsAt: null });
    expect(paypal.sim.find(subscriptionId)?.status).toBe('SUSPENDED');
    // PayPal's own notice of the suspension, older than the state already applied, changes nothing.
    expect(await deliverAll(await paypal.sim.take())).toEqual([{ status: 200, processed: true }]);
    expect((await currentUser(http)).activeSubscription).toMatchObject({ cancelAtPeriodEnd: true });

    const resume = await http.post('/api/payments/subscription/resume', {});
    expect(resume.status).toBe(200);
    expect(resume.body.data).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, renewing: true });
    expect(paypal.sim.find(subscriptionId)?.status).toBe('ACTIVE');
  });

  it("staff refund in full from Órdenes: the sale refunded at PayPal, access ends; PayPal's refund event changes nothing more", async () => {
    const { http, email, subscriptionId } = await subscribed();
    const [order] = await ordersOf(email);
    const res = await (await admin()).post(`/api/payment-records/${order?._id}/refund`, {
      note: 'Pedido por el cliente',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'refunded', refundedAmount: await fullPrice() });
    await t.deps.jobs.runDue();
    const events = await paypal.sim.take();
    expect(events.map(typeOf)).toEqual(expect.arrayContaining(['PAYMENT.SALE.REFUNDED']));
    expect(paypal.calls.some((c) => c.method === 'POST' && c.path.endsWith('/refund'))).toBe(true);
    for (const e of events) expect((await deliver(e)).status).toBe(200);
    expect(await canPlay(http)).toBe(false);
    expect(paypal.sim.find(subscriptionId)?.status).toBe('CANCELLED');
    expect(await mailsTo(email, es.billing.refundSubject('Plan Full'))).toHaveLength(1);
  });
});

describe('discounts on PayPal: a first billing cycle at the first charge', () => {
  const paid = async (email: string) =>
    rows<{ status: string; amount: string; provider: string }>(
      await t.database.db.execute(sql`
        select p.status, p.amount::text, p.provider from payments p join users u on u.id = p.user_id
         where u.email = ${email} order by p.created_at`),
    );

  it('a promotion code: the first charge discounted at PayPal, the renewals at the plan price', async () => {
    const made = await (await admin()).post('/api/promotion-codes', {
      code: 'PAYPAL25',
      kind: 'percent',
      percentOff: 25,
      duration: 'once',
    });
    expect(made.status).toBe(200);
    const price = await fullPrice();
    const { email, subscriptionId } = await subscribed('full', { promotionCode: 'PAYPAL25' });
    const first = Math.round(price * 75);
    expect(paypal.sim.find(subscriptionId)).toMatchObject({
      regular: { cents: Math.round(price * 100), unit: 'year', count: 1 },
    });
    expect(await paid(email)).toEqual([
      { status: 'completed', amount: (first / 100).toFixed(2), provider: 'paypal' },
    ]);
  });

  it('Mini → Full: the unused mini part off the first charge, and the mini subscription cancelled at PayPal', async () => {
    const {
      http,
      email,
      subscriptionId: mini,
    } = await subscribed('mini', { themeIds: await twoThemeIds(t) });
    t.clock.advance(10 * DAY);
    await http.post('/api/users/login', { email, password: 'Calma#Serena9' });
    const { subscriptionId: full, events } = await approve(http, 'full');
    expect(await deliverAll(events)).toEqual([
      { status: 200, processed: true },
      { status: 200, processed: true },
    ]);
    const records = await paid(email);
    expect(records.map((r) => [r.status, r.provider])).toEqual([
      ['completed', 'paypal'],
      ['completed', 'paypal'],
    ]);
    // Less than the full price: the credit for the mini's unused days.
    expect(Number(records[1]?.amount)).toBeLessThan(await fullPrice());
    expect((await currentUser(http)).activeSubscription).toMatchObject({
      status: 'active',
      plan: { slug: 'full' },
    });
    await until(() => paypal.sim.find(mini)?.status).toBe('CANCELLED');
    expect(paypal.sim.find(full)?.status).toBe('ACTIVE');
  });
});

describe('PayPal webhooks are verified as PayPal specifies', () => {
  const event = async () => {
    const { http } = await buyer(t, 'paypal');
    const { events } = await approve(http);
    return events[0] as PaypalDelivery;
  };

  it('refuses a body changed after signing, a signature for another webhook, a certificate from elsewhere, a missing header', async () => {
    const good = await event();
    const changed = { body: good.body.replace('"completed"', '"pending"'), headers: good.headers };
    expect((await deliver(changed)).status).toBe(400);

    const otherWebhook = await paypal.sim.signed(good.body, undefined, 'WH-SOMEONE-ELSE');
    expect((await deliver(otherWebhook)).status).toBe(400);

    for (const certUrl of [
      'https://evil.example/v1/notifications/certs/CERT-1',
      'http://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-1',
      'https://api-m.paypal.com.evil.example/v1/notifications/certs/CERT-1',
      'https://api-m.sandbox.paypal.com/v1/oauth2/token',
      'https://api-m.sandbox.paypal.com:8443/v1/notifications/certs/CERT-1',
      'https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-1?x=1',
      'https://api-m.sandbox.paypal.com/v1/notifications/certs/a/../../../oauth2/token',
    ]) {
      expect((await deliver(withHeaders(good, { 'paypal-cert-url': certUrl }))).status).toBe(400);
    }
    const { 'paypal-transmission-sig': _sig, ...unsigned } = good.headers;
    expect((await deliver({ body: good.body, headers: unsigned })).status).toBe(400);
    expect((await deliver(withHeaders(good, { 'paypal-auth-algo': 'SHA1withRSA' }))).status).toBe(400);

    // The genuine delivery is taken.
    expect(await deliver(good)).toEqual({ status: 200, processed: true });
    expect(PAYPAL_WEBHOOK_ID).toMatch(/^WH-/);
  });

  it('refuses a replay: a genuine delivery signed 20 minutes ago, and one from the future', async () => {
    const good = await event();
    const now = t.clock.now().getTime();
    const old = await paypal.sim.signed(good.body, new Date(now - 20 * 60_000).toISOString());
    expect((await deliver(old)).status).toBe(400);
    const ahead = await paypal.sim.signed(good.body, new Date(now + 20 * 60_000).toISOString());
    expect((await deliver(ahead)).status).toBe(400);
    const fresh = await paypal.sim.signed(good.body, new Date(now - 60_000).toISOString());
    expect(await deliver(fresh)).toEqual({ status: 200, processed: true });
  });
});
