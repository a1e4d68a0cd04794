import { es, formatDate, formatMoney } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN, mailsSentTo, testAppForFile } from './app.js';
import { buyThroughSimulator, expectCancelledAtPeriodEnd, twoThemeIds } from './billing-factories.js';
import { advanceClock, devFetch } from './dev-tools.js';
import { buyer, canPlay } from './factories.js';
import { HttpClient } from './http.js';

/**
 * Renewing subscriptions in local mode, over real HTTP: the checkout simulator renews, fails and
 * ends subscriptions as the application clock moves (POST /api/dev/clock/advance), delivering
 * signed webhook events to the same handler Stripe's reach.
 */
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const DAY = 86_400_000;

const t = testAppForFile({}, { clock: 'frozen' });
beforeEach(() => {
  clients.length = 0;
});

async function member() {
  const m = await buyer(t, 'renews');
  clients.push(m.login);
  return m;
}
/** Sign-ins of this file's customers: moving the clock past a session's life signs them out. */
const clients: Array<() => Promise<unknown>> = [];

const themeIds = () => twoThemeIds(t);
const buy = (http: HttpClient, slug: string, themes?: string[]) => buyThroughSimulator(t, http, slug, themes);

const advance = async (days: number) => {
  const res = await advanceClock(t.baseUrl, days);
  expect(res.status).toBe(200);
  for (const login of clients) await login();
  return (await res.json()) as { data: Record<string, number | string> };
};
const failNext = async () =>
  expect((await devFetch(t.baseUrl, '/api/dev/payments/fail-next')).status).toBe(200);

const activeOf = async (http: HttpClient) => {
  return (await http.get('/api/users/me')).body.data.user.activeSubscription;
};
const paymentsOf = async (email: string) =>
  rows<{ status: string; amount: string; kind: string; period_end: Date | null }>(
    await t.database.db.execute(sql`
      select p.status, p.amount::text as amount, p.kind, p.period_end from payments p join users u on u.id = p.user_id
       where u.email = ${email} order by p.created_at, p.period_end nulls first`),
  );
const subsOf = async (email: string) =>
  rows<{ status: string; slug: string; current_period_end: Date | null; cancel_at_period_end: boolean }>(
    await t.database.db.execute(sql`
      select s.status, s.plan_snapshot->>'slug' as slug, s.current_period_end, s.cancel_at_period_end
        from subscriptions s join users u on u.id = s.user_id where u.email = ${email} order by s.created_at`),
  );
const mailsTo = (email: string) => mailsSentTo(t, email);

describe('renewing subscriptions (local simulator and clock)', () => {
  it('buys Full; a year later it renews: two completed payments, the period one year on, two receipts', async () => {
    const { http, email } = await member();
    const start = t.clock.now();
    const { page } = await buy(http, 'full');
    expect(page).toContain('cada año');

    const sub = await activeOf(http);
    const yearLater = new Date(start);
    yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
    expect(sub).toMatchObject({ status: 'active', renewing: true, cancelAtPeriodEnd: false });
    expect(sub.renewsAt).toBe(yearLater.toISOString());

    const ran = await advance(366);
    expect(ran.data.renewed).toBeGreaterThanOrEqual(1);
    const pays = await paymentsOf(email);
    expect(pays.map((p) => [p.status, p.amount, p.kind])).toEqual([
      ['completed', '99.00', 'purchase'],
      ['completed', '99.00', 'renewal'],
    ]);
    const twoYears = new Date(start);
    twoYears.setUTCFullYear(twoYears.getUTCFullYear() + 2);
    expect((await activeOf(http)).renewsAt).toBe(twoYears.toISOString());
    expect(await canPlay(http)).toBe(true);

    const receipts = (await mailsTo(email)).filter(
      (m) => m.subject === es.billing.receiptSubject('Plan Full'),
    );
    expect(receipts).toHaveLength(2);
    // The outbox does not promise an order between the two: the renewal's is the one of its period.
    const period = es.billing.receiptPeriod(formatDate(yearLater), formatDate(twoYears));
    const renewalReceipt = receipts.find((m) => m.text.includes(period));
    expect(renewalReceipt?.text, receipts.map((m) => m.text).join('\n---\n')).toContain(
      es.billing.receiptAmount(formatMoney(99, 'USD')),
    );
    expect(renewalReceipt?.html).toContain('/dev/invoices/in_sim_');
    // Órdenes shows the renewal with its amount and status.
    const admin = new HttpClient(t.baseUrl);
    await admin.post('/api/users/login', TEST_ADMIN);
    const list = await admin.get(`/api/payment-records/list?q=${encodeURIComponent(email)}`);
    expect(list.body.data.map((p: { status: string; amount: number }) => [p.status, p.amount])).toEqual([
      ['completed', 99],
      ['completed', 99],
    ]);
  });

  it('reminds 7 days before a yearly renewal, once', async () => {
    const { http, email } = await member();
    await buy(http, 'full');
    await advance(357);
    expect((await mailsTo(email)).filter((m) => m.subject === es.billing.reminderSubject)).toHaveLength(0);
    const ran = await advance(1);
    expect(ran.data.reminded).toBeGreaterThanOrEqual(1);
    await advance(1);
    const reminders = (await mailsTo(email)).filter((m) => m.subject === es.billing.reminderSubject);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain(formatMoney(99, 'USD'));
  });

  it('reminds a renewal whose end has microseconds (as a provider may give it), once', async () => {
    const { http, email } = await member();
    await buy(http, 'full');
    // A period end with microseconds: JavaScript's dates stop at milliseconds, the database does not.
    await t.database.db.execute(sql`
      update subscriptions set current_period_end = current_period_end + interval '123 microseconds'
       where user_id = (select id from users where email = ${email})`);
    // A day inside the reminder's week (the renewal is a year on), then a day more: one reminder.
    await advance(359);
    await advance(1);
    const reminders = (await mailsTo(email)).filter((m) => m.subject === es.billing.reminderSubject);
    expect(reminders).toHaveLength(1);
  });

  it('a failed renewal leaves the subscription pending with access until the grace ends, then expired', async () => {
    const { http, email } = await member();
    const themes = await themeIds();
    await buy(http, 'mini', themes);
    const periodEnd = new Date((await activeOf(http)).renewsAt);

    await failNext();
    const ran = await advance(31);
    expect(ran.data.failed).toBe(1);
    const pending = await activeOf(http);
    expect(pending.status).toBe('pending');
    expect(pending.renewsAt).toBeNull();
    expect(pending.endDate).toBe(new Date(periodEnd.getTime() + 7 * DAY).toISOString());
    expect(await canPlay(http)).toBe(true);
    expect((await paymentsOf(email)).map((p) => p.status)).toEqual(['completed', 'failed']);
    const notice = (await mailsTo(email)).filter((m) => m.subject === es.billing.failedSubject);
    expect(notice).toHaveLength(1);
    expect(notice[0]?.text).toContain(`${t.config.publicUrl}/panel/suscripcion`);
    expect(notice[0]?.text).toContain(formatDate(pending.endDate));

    // The card is still declined: after the grace the provider gives up and access ends.
    await advance(7);
    expect(await activeOf(http)).toBeNull();
    expect(await canPlay(http)).toBe(false);
    expect((await subsOf(email)).map((s) => s.status)).toEqual(['expired']);
    expect((await paymentsOf(email)).map((p) => p.status)).toEqual(['completed', 'failed']);
  });

  it('cancel keeps access until the period ends, then cancelled and no further charge; one e-mail', async () => {
    const { http, email } = await member();
    await buy(http, 'full');
    const renewsAt = (await activeOf(http)).renewsAt as string;

    const cancel = await http.post('/api/payments/subscription/cancel', {});
    expect(cancel.status).toBe(200);
    expectCancelledAtPeriodEnd(cancel, renewsAt);
    // Asking twice changes nothing and sends no second e-mail.
    expect((await http.post('/api/payments/subscription/cancel', {})).status).toBe(200);
    const confirmations = (await mailsTo(email)).filter((m) => m.subject === es.billing.cancelSubject);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.text).toContain(formatDate(renewsAt));

    await advance(364);
    expect(await canPlay(http)).toBe(true);
    await advance(2);
    expect(await canPlay(http)).toBe(false);
    expect((await subsOf(email)).map((s) => [s.status, s.cancel_at_period_end])).toEqual([
      ['cancelled', true],
    ]);
    await advance(400);
    expect((await paymentsOf(email)).map((p) => p.status)).toEqual(['completed']);
  });

  it('resume before the end renews as before', async () => {
    const { http, email } = await member();
    await buy(http, 'full');
    expect((await http.post('/api/payments/subscription/cancel', {})).status).toBe(200);
    await advance(100);
    const resume = await http.post('/api/payments/subscription/resume', {});
    expect(resume.status).toBe(200);
    expect(resume.body.data).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(resume.body.message).toBe(es.billing.resumed(formatDate(resume.body.data.renewsAt)));
    await advance(270);
    expect((await paymentsOf(email)).map((p) => [p.status, p.kind])).toEqual([
      ['completed', 'purchase'],
      ['completed', 'renewal'],
    ]);
    expect((await activeOf(http)).status).toBe('active');
  });

  it('cancel and resume answer 409 without a renewing subscription, 401 signed out', async () => {
    const { http } = await member();
    const cancel = await http.post('/api/payments/subscription/cancel', {});
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(es.billing.notRenewing);
    expect((await http.post('/api/payments/portal-session', {})).body.message).toBe(
      es.billing.noBillingAccount,
    );
    const anon = new HttpClient(t.baseUrl);
    expect((await anon.post('/api/payments/subscription/resume', {})).status).toBe(401);
  });

  it('the portal: a signed link; changing the card pays the failed renewal and restores the subscription', async () => {
    const { http, email } = await member();
    await buy(http, 'mini', await themeIds());
    await failNext();
    await advance(31);
    expect((await activeOf(http)).status).toBe('pending');

    const portal = await http.post('/api/payments/portal-session', {});
    expect(portal.status).toBe(200);
    const url = new URL(portal.body.url);
    expect(url.pathname).toMatch(/^\/dev\/portal\/cus_sim_/);
    const html = await (await fetch(`${t.baseUrl}${url.pathname}${url.search}`)).text();
    expect(html).toContain('Gestionar pago y facturas');
    expect(html).toContain('El último cobro con esta tarjeta fue rechazado.');
    expect(html).toContain('Pendiente de pago');
    // A forged or altered link opens nothing.
    const forged = new URL(url);
    forged.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 1));
    expect((await fetch(`${t.baseUrl}${forged.pathname}${forged.search}`)).status).toBe(403);

    const form = new URLSearchParams({
      exp: url.searchParams.get('exp') as string,
      return: url.searchParams.get('return') as string,
      sig: url.searchParams.get('sig') as string,
      card: '4000 0566 5566 5556',
    });
    const changed = await devFetch(t.baseUrl, `${url.pathname}/card`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(changed.status).toBe(303);
    expect(
      await (await fetch(new URL(changed.headers.get('location') as string, t.baseUrl))).text(),
    ).toContain('Tarjeta terminada en 5556');
    const after = await activeOf(http);
    expect(after.status).toBe('active');
    expect(after.renewsAt).not.toBeNull();
    expect((await paymentsOf(email)).map((p) => p.status)).toEqual(['completed', 'completed']);
    expect(
      (await mailsTo(email)).filter((m) => m.subject === es.billing.receiptSubject('Plan Mini')),
    ).toHaveLength(2);
  });

  it('upgrades Mini to Full charging the prorated difference; the mini stops renewing', async () => {
    const { http, email } = await member();
    await buy(http, 'mini', await themeIds());
    await advance(15);
    // The mini's period is a calendar month (28 to 31 days): the part of it not used yet.
    const [mini] = rows<{ start: Date; end: Date }>(
      await t.database.db.execute(sql`
        select s.current_period_start as start, s.current_period_end as "end"
          from subscriptions s join users u on u.id = s.user_id where u.email = ${email}`),
    );
    const start = new Date(mini?.start as Date).getTime();
    const end = new Date(mini?.end as Date).getTime();
    const credit = Math.floor((999 * (end - t.clock.now().getTime())) / (end - start));
    // About half of it (15 days of 28 to 31) is credited on today's charge.
    expect(credit).toBeGreaterThan(430);
    expect(credit).toBeLessThan(560);
    const { page } = await buy(http, 'full');
    expect(page).toContain(`Hoy se descuentan ${formatMoney(credit / 100, 'USD')}`);
    const pays = await paymentsOf(email);
    expect(pays.map((p) => [p.status, p.amount, p.kind])).toEqual([
      ['completed', '9.99', 'purchase'],
      ['completed', ((9900 - credit) / 100).toFixed(2), 'upgrade'],
    ]);
    expect((await subsOf(email)).map((s) => [s.slug, s.status])).toEqual([
      ['mini', 'cancelled'],
      ['full', 'active'],
    ]);
    // A year on, only the full plan renews (at full price); the mini never charges again.
    await advance(366);
    expect((await paymentsOf(email)).map((p) => [p.amount, p.kind])).toEqual([
      ['9.99', 'purchase'],
      [((9900 - credit) / 100).toFixed(2), 'upgrade'],
      ['99.00', 'renewal'],
    ]);
  });
});

describe('provider events applied once and in order', () => {
  /** A simulator subscription event, signed as the webhook expects, for a user's subscription. */
  async function subscriptionEvent(email: string, patch: Record<string, unknown>, created: Date) {
    const sub = rows<{ provider_subscription_id: string }>(
      await t.database.db.execute(sql`
        select s.provider_subscription_id from subscriptions s join users u on u.id = s.user_id
         where u.email = ${email} and s.provider_subscription_id is not null`),
    )[0]?.provider_subscription_id as string;
    const sim = t.deps.simulator;
    const current = await sim?.retrieveSubscription(sub);
    return sim?.signEvent(
      'customer.subscription.updated',
      { object: 'subscription', ...current, ...patch },
      created,
    );
  }
  const post = (e: { body: string; signature: string }) =>
    fetch(`${t.baseUrl}/api/payments/webhook/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
      body: e.body,
    });

  it('a cancellation delivered twice and concurrently applies once (one e-mail)', async () => {
    const { http, email } = await member();
    await buy(http, 'full');
    const e = await subscriptionEvent(email, { cancelAtPeriodEnd: true }, t.clock.now());
    if (!e) throw new Error('no simulator');
    const answers = await Promise.all([post(e), post(e), post(e), post(e)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const processed = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { processed: boolean }).processed),
    );
    expect(processed.filter(Boolean)).toHaveLength(1);
    expect((await activeOf(http)).cancelAtPeriodEnd).toBe(true);
    expect((await mailsTo(email)).filter((m) => m.subject === es.billing.cancelSubject)).toHaveLength(1);
  });

  it('an older event after a newer one changes nothing', async () => {
    const { http, email } = await member();
    await buy(http, 'full');
    const earlier = new Date(t.clock.now().getTime() + 1000);
    const later = new Date(t.clock.now().getTime() + 2000);
    const newer = await subscriptionEvent(email, { cancelAtPeriodEnd: true }, later);
    const older = await subscriptionEvent(email, { cancelAtPeriodEnd: false }, earlier);
    if (!newer || !older) throw new Error('no simulator');
    expect((await post(newer)).status).toBe(200);
    const stale = await post(older);
    expect(stale.status).toBe(200);
    expect((await activeOf(http)).cancelAtPeriodEnd).toBe(true);
    expect((await subsOf(email))[0]?.cancel_at_period_end).toBe(true);
  });

  it('a renewal invoice delivered twice records one payment and one receipt', async () => {
    const { http, email } = await member();
    await buy(http, 'full');
    const delivered: { body: string; signature: string }[] = [];
    t.deps.simulator?.deliverTo(async (e) => {
      delivered.push(e);
      return t.deps.payments.receiveWebhook(Buffer.from(e.body), { 'stripe-signature': e.signature });
    });
    try {
      await advance(366);
    } finally {
      t.deps.simulator?.deliverTo((e) =>
        t.deps.payments.receiveWebhook(Buffer.from(e.body), { 'stripe-signature': e.signature }),
      );
    }
    const invoicePaid = delivered.filter((e) => JSON.parse(e.body).type === 'invoice.paid');
    expect(invoicePaid.length).toBeGreaterThan(0);
    await Promise.all(invoicePaid.flatMap((e) => [post(e), post(e)]));
    expect((await paymentsOf(email)).map((p) => p.kind)).toEqual(['purchase', 'renewal']);
    expect(
      (await mailsTo(email)).filter((m) => m.subject === es.billing.receiptSubject('Plan Full')),
    ).toHaveLength(2);
  });
});
