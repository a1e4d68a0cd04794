import { es } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, type TestApp, startTestApp } from './app.js';
import { devFetch, submitDevForm } from './dev-tools.js';
import { buyer } from './factories.js';
import { HttpClient } from './http.js';
import { postStripeWebhook, startAppOnStripeStandIn, stripeSignature } from './stripe-app.js';
import type { StripeStandIn } from './stripe-standin.js';

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

const member = (t: TestApp) => buyer(t);

async function planId(t: TestApp, slug: string) {
  return rows<{ id: string }>(await t.database.db.execute(sql`select id from plans where slug = ${slug}`))[0]
    ?.id as string;
}
async function themeIds(t: TestApp, slugs: string[]) {
  const r = rows<{ id: string; slug: string }>(
    await t.database.db.execute(
      sql`select id, slug from themes where slug in (${sql.join(
        slugs.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    ),
  );
  return slugs.map((s) => r.find((x) => x.slug === s)?.id as string);
}
const paymentsOf = async (t: TestApp, email: string) =>
  rows<{ status: string; amount: string }>(
    await t.database.db.execute(
      sql`select p.status, p.amount from payments p join users u on u.id = p.user_id where u.email = ${email} order by p.created_at`,
    ),
  );
const subsOf = async (t: TestApp, email: string) =>
  rows<{ status: string; slug: string; theme_ids: string[] }>(
    await t.database.db.execute(sql`
      select s.status, s.plan_snapshot->>'slug' as slug, s.theme_ids from subscriptions s join users u on u.id = s.user_id
       where u.email = ${email} order by s.created_at`),
  );

describe('checkout with the local simulator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  /** Creates a checkout and presses 'Pagar' on the simulator page; returns the session id. */
  async function buy(http: HttpClient, slug: string, themes?: string[]) {
    const res = await http.post('/api/payments/create-checkout-session', {
      planId: await planId(t, slug),
      ...(themes ? { themeIds: themes } : {}),
      amount: 1,
    });
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(url.pathname).toMatch(/^\/dev\/checkout\/cs_sim_/);
    const sessionId = url.pathname.split('/').pop() as string;
    const { page, answer: pay } = await submitDevForm(t.baseUrl, url.pathname, `${url.pathname}/pay`);
    expect(page).toContain('Pagar');
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`${t.config.publicUrl}/payment-success?session_id=${sessionId}`);
    return sessionId;
  }

  it('sells mini with its two themes, then upgrades to full; the mini stays in history', async () => {
    const { http, email } = await member(t);
    const themes = await themeIds(t, ['no_mas_insomnio', 'duelo_y_paz']);
    const sessionId = await buy(http, 'mini', themes);
    const verify = await http.post('/api/payments/verify-payment-session', { sessionId });
    expect(verify.status).toBe(200);
    expect(verify.body.message).toBe(es.checkout.success);
    const me = verify.body.data.user;
    expect(me.role).toBe('subscriber');
    expect(me.activeSubscription).toMatchObject({
      status: 'active',
      plan: { slug: 'mini', price: 9.99, durationDays: 30 },
    });
    expect(me.activeSubscription.themeIds.sort()).toEqual([...themes].sort());
    // The amount the client sent was ignored: the plan row decides.
    expect(await paymentsOf(t, email)).toEqual([{ status: 'completed', amount: '9.99' }]);

    // Buying mini again while on mini is refused; full is an allowed upgrade.
    const again = await http.post('/api/payments/create-checkout-session', {
      planId: await planId(t, 'mini'),
      themeIds: themes,
    });
    expect(again.status).toBe(409);
    const full = await buy(http, 'full');
    expect((await http.post('/api/payments/verify-payment-session', { sessionId: full })).status).toBe(200);
    expect(await subsOf(t, email)).toEqual([
      { status: 'cancelled', slug: 'mini', theme_ids: expect.any(Array) },
      { status: 'active', slug: 'full', theme_ids: [] },
    ]);
    const downgrade = await http.post('/api/payments/create-checkout-session', {
      planId: await planId(t, 'mini'),
      themeIds: themes,
    });
    expect(downgrade.status).toBe(409);
  });

  it('completes once however verify and webhook interleave (5 + 5 concurrent)', async () => {
    const { http, email } = await member(t);
    const res = await http.post('/api/payments/create-checkout-session', { planId: await planId(t, 'full') });
    const sessionId = new URL(res.body.url).pathname.split('/').pop() as string;
    // Nothing has settled yet: the order waits for the provider, and no subscription exists.
    expect(await paymentsOf(t, email)).toEqual([{ status: 'intent_created', amount: '99.00' }]);
    expect(await subsOf(t, email)).toEqual([]);
    // Pay at the provider without the simulator's own delivery, then race the deliveries ourselves.
    await t.database.db.execute(
      sql`update simulated_checkouts set status = 'complete', payment_status = 'paid' where id = ${sessionId}`,
    );
    const event = await devFetch(t.baseUrl, `/dev/checkout/${sessionId}/event/checkout.session.completed`);
    const { body, signature } = (await event.json()) as { body: string; signature: string };
    const hook = () =>
      fetch(`${t.baseUrl}/api/payments/webhook/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      }).then((r) => r.status);
    const verify = () =>
      http.post('/api/payments/verify-payment-session', { sessionId }).then((r) => r.status);
    const statuses = await Promise.all([
      hook(),
      verify(),
      hook(),
      verify(),
      hook(),
      verify(),
      hook(),
      verify(),
      hook(),
      verify(),
    ]);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await paymentsOf(t, email)).toEqual([{ status: 'completed', amount: '99.00' }]);
    expect(await subsOf(t, email)).toEqual([{ status: 'active', slug: 'full', theme_ids: [] }]);
  });

  it('a buyer who closes the tab after paying still gets the subscription through the webhook', async () => {
    const { http, email } = await member(t);
    await buy(http, 'full');
    await expect.poll(async () => (await subsOf(t, email)).length, { timeout: 3000 }).toBe(1);
    expect((await paymentsOf(t, email))[0]?.status).toBe('completed');
  });

  it('cancelling at the checkout leaves the record canceled and no subscription', async () => {
    const { http, email } = await member(t);
    const res = await http.post('/api/payments/create-checkout-session', { planId: await planId(t, 'full') });
    const path = new URL(res.body.url).pathname;
    const cancel = await devFetch(t.baseUrl, `${path}/cancel`);
    const back = await fetch(cancel.headers.get('location') as string, { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/?checkout=cancelled#pricing');
    expect(await paymentsOf(t, email)).toEqual([{ status: 'canceled', amount: '99.00' }]);
    expect(await subsOf(t, email)).toEqual([]);
    // The cancelled session can no longer be paid.
    const pay = await devFetch(t.baseUrl, `${path}/pay`);
    expect(pay.headers.get('location')).toBe(path);
    const verify = await http.post('/api/payments/verify-payment-session', {
      sessionId: path.split('/').pop(),
    });
    expect(verify.status).toBe(402);
    expect(verify.body.message).toBe(es.checkout.verifyFailed);
  });

  it('an expired session ends expired', async () => {
    const { http, email } = await member(t);
    const res = await http.post('/api/payments/create-checkout-session', { planId: await planId(t, 'full') });
    const sessionId = new URL(res.body.url).pathname.split('/').pop() as string;
    t.clock.advance(25 * 3600_000);
    try {
      await http.post('/api/users/refresh-token');
      const verify = await http.post('/api/payments/verify-payment-session', { sessionId });
      expect(verify.status).toBe(402);
    } finally {
      t.clock.reset();
    }
    expect(await paymentsOf(t, email)).toEqual([{ status: 'expired', amount: '99.00' }]);
  });

  it('refuses another user’s session, temporary users, the free plan, and bad mini selections', async () => {
    const a = await member(t);
    const b = await member(t);
    const res = await a.http.post('/api/payments/create-checkout-session', {
      planId: await planId(t, 'full'),
    });
    const sessionId = new URL(res.body.url).pathname.split('/').pop() as string;
    const stolen = await b.http.post('/api/payments/verify-payment-session', { sessionId });
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe(es.checkout.verifyFailed);

    const free = await a.http.post('/api/payments/create-checkout-session', {
      planId: await planId(t, 'audio-prueba'),
    });
    expect(free.status).toBe(400);
    const unknown = await a.http.post('/api/payments/create-checkout-session', {
      planId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(es.checkout.planNotFound);
    const one = await a.http.post('/api/payments/create-checkout-session', {
      planId: await planId(t, 'mini'),
      themeIds: await themeIds(t, ['no_mas_insomnio']),
    });
    expect(one.body.message).toBe(es.test.exactlyTwoThemes);
    const missing = await a.http.post('/api/payments/verify-payment-session', {});
    expect(missing.body.message).toBe(es.checkout.missingSession);

    const trial = new HttpClient(t.baseUrl);
    await trial.post('/api/users/trial/register', {
      name: 'T',
      lastName: 'U',
      email: `t${Date.now()}@example.com`,
    });
    await trial.post('/api/users/login', {
      email: trial.cookies.size ? `t${Date.now()}@example.com` : '',
      tempUser: true,
    });
    expect(
      (
        await new HttpClient(t.baseUrl).post('/api/payments/create-checkout-session', {
          planId: await planId(t, 'full'),
        })
      ).status,
    ).toBe(401);
  });

  it('lists payment records for staff only, filtered and paged in SQL', async () => {
    const admin = new HttpClient(t.baseUrl);
    await admin.post('/api/users/login', TEST_ADMIN);
    const all = await admin.get('/api/payment-records/list?page=1&pageSize=2');
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(2);
    expect(all.body.total).toBeGreaterThanOrEqual(5);
    expect(all.body.data[0]).toMatchObject({ provider: 'stripe', user: { name: 'Lucía' }, currency: 'USD' });
    const canceled = await admin.get('/api/payment-records/list?status=canceled');
    expect(canceled.body.data.every((p: { status: string }) => p.status === 'canceled')).toBe(true);
    const byPlan = await admin.get('/api/payment-records/list?q=plan%20mini');
    expect(byPlan.body.data.every((p: { plan: { name: string } }) => p.plan.name === 'Plan Mini')).toBe(true);
    expect((await admin.get('/api/payment-records/list?status=raro')).status).toBe(400);
    const { http } = await member(t);
    expect((await http.get('/api/payment-records/list')).status).toBe(403);
    expect((await new HttpClient(t.baseUrl).get('/api/payment-records/list')).status).toBe(401);
  });

  it('an order keeps the price paid and the plan as bought after the plan is edited', async () => {
    const admin = new HttpClient(t.baseUrl);
    await admin.post('/api/users/login', TEST_ADMIN);
    const plans = (await admin.get('/api/plans/list')).body.plans as { slug: string; _id: string }[];
    const before = plans.find((p) => p.slug === 'mini') as Record<string, unknown> & { _id: string };
    const { http, email } = await member(t);
    const sessionId = await buy(http, 'mini', await themeIds(t, ['no_mas_insomnio', 'duelo_y_paz']));
    expect((await http.post('/api/payments/verify-payment-session', { sessionId })).status).toBe(200);

    const edited = await admin.put(`/api/plans/update/${before._id}`, {
      ...before,
      name: 'Plan Mini Renovado',
      price: 14.5,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Plan Mini Renovado', price: 14.5 });
    try {
      const list = await admin.get(`/api/payment-records/list?q=${encodeURIComponent(email)}`);
      expect(list.status).toBe(200);
      expect(list.body.data).toHaveLength(1);
      expect(list.body.data[0]).toMatchObject({
        status: 'completed',
        amount: 9.99,
        currency: 'USD',
        plan: { name: 'Plan Mini', slug: 'mini', price: 9.99, currency: 'USD' },
      });
      // A purchase after the edit is charged, and recorded, at the new price and name.
      const later = await member(t);
      await buy(later.http, 'mini', await themeIds(t, ['no_mas_insomnio', 'duelo_y_paz']));
      const next = await admin.get(`/api/payment-records/list?q=${encodeURIComponent(later.email)}`);
      expect(next.body.data[0]).toMatchObject({
        amount: 14.5,
        plan: { name: 'Plan Mini Renovado', price: 14.5 },
      });
    } finally {
      const restored = await admin.put(`/api/plans/update/${before._id}`, before);
      expect(restored.status).toBe(200);
    }
  });
});

describe('checkout through the Stripe SDK (local stand-in, no network)', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  const WEBHOOK_SECRET = 'whsec_test_standin';

  beforeAll(async () => {
    ({ t, stripe } = await startAppOnStripeStandIn({ webhookSecret: WEBHOOK_SECRET }));
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  /** A whole Stripe event (id, created, data.object), signed as Stripe signs it. */
  const signed = (body: string) => ({ body, header: stripeSignature(body, WEBHOOK_SECRET) });
  const postHook = (body: string, header: string) => postStripeWebhook(t.baseUrl, body, header);

  it('creates a Checkout Session with the plan amount, metadata and an idempotency key', async () => {
    const { http } = await member(t);
    const res = await http.post('/api/payments/create-checkout-session', {
      planId: await planId(t, 'full'),
      amount: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const session = stripe.sessions.get(res.body.sessionId);
    expect(session).toMatchObject({ mode: 'subscription', amount_total: 9900, currency: 'usd' });
    expect(session?.success_url).toBe(
      `${t.config.publicUrl}/payment-success?session_id=${res.body.sessionId}`,
    );
    expect(Object.keys(session?.metadata ?? {}).sort()).toEqual(['paymentId', 'planId', 'userId']);
    expect(stripe.calls.find((c) => c.path === '/v1/checkout/sessions')?.idempotencyKey).toMatch(
      /^checkout-/,
    );
  });

  it('completes from a signed webhook; a bad signature gets 400 and changes nothing; replays change nothing', async () => {
    const { http, email } = await member(t);
    const res = await http.post('/api/payments/create-checkout-session', { planId: await planId(t, 'full') });
    const session = stripe.pay(res.body.sessionId);
    const event = stripe.event('checkout.session.completed', session as object);

    const forged = signed(event);
    const bad = await postHook(forged.body, forged.header.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`));
    expect(bad.status).toBe(400);
    expect(await paymentsOf(t, email)).toEqual([{ status: 'intent_created', amount: '99.00' }]);

    const good = signed(event);
    for (let i = 0; i < 3; i++) expect((await postHook(good.body, good.header)).status).toBe(200);
    expect(await paymentsOf(t, email)).toEqual([{ status: 'completed', amount: '99.00' }]);
    expect(await subsOf(t, email)).toHaveLength(1);
    // The browser's verify afterwards agrees.
    expect(
      (await http.post('/api/payments/verify-payment-session', { sessionId: res.body.sessionId })).status,
    ).toBe(200);

    const ignored = signed(stripe.event('customer.created', { id: 'cus_test', object: 'customer' }));
    expect((await postHook(ignored.body, ignored.header)).status).toBe(200);
  });

  it('marks failed and expired sessions from their events', async () => {
    for (const [type, sessionStatus, recorded] of [
      ['checkout.session.expired', 'expired', 'expired'],
      ['checkout.session.async_payment_failed', 'complete', 'failed'],
    ] as const) {
      const a = await member(t);
      const r = await a.http.post('/api/payments/create-checkout-session', {
        planId: await planId(t, 'full'),
      });
      const session = stripe.sessions.get(r.body.sessionId);
      const e = signed(stripe.event(type, { ...session, status: sessionStatus }));
      await postHook(e.body, e.header);
      expect(await paymentsOf(t, a.email)).toEqual([{ status: recorded, amount: '99.00' }]);
      expect(await subsOf(t, a.email)).toEqual([]);
    }
  });
});
