import { es, formatMoney } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import { buyThroughSimulator, planId, twoThemeIds } from './billing-factories.js';
import { advanceClock } from './dev-tools.js';
import { buildAdmin, buildUser, buyer, fullSubscriber, signInAgain } from './factories.js';
import type { HttpClient } from './http.js';

/**
 * Promotion codes: staff make them (percentage or amount, once or for some months, expiry, limit,
 * plans); the checkout takes them through the local simulator, as the buyer would; the back-office
 * lists each code's uses and the revenue the purchases made with it brought, renewals included.
 */
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const DAY = 86_400_000;
const t = testAppForFile({}, { clock: 'frozen' });

let adminUser: Awaited<ReturnType<typeof buildAdmin>>;
let admin: HttpClient;
const clients: Array<() => Promise<unknown>> = [];
beforeEach(async () => {
  adminUser = await buildAdmin(t);
  admin = adminUser.http;
  clients.length = 0;
});

async function member(prefix: string) {
  const m = await buyer(t, prefix);
  clients.push(m.login);
  return m;
}
const create = (body: object, as = admin) => as.post('/api/promotion-codes', body);
const listed = async (code: string) =>
  ((await admin.get('/api/promotion-codes')).body.data as { code: string }[]).find((c) => c.code === code) as
    | Record<string, unknown>
    | undefined;
const advance = async (days: number) => {
  const res = await advanceClock(t.baseUrl, days);
  expect(res.status).toBe(200);
  for (const login of clients) await login();
  // Moving the clock on days ends the back-office's session too.
  admin = (await signInAgain(adminUser)).http;
};
const paymentsOf = async (email: string) =>
  rows<{ status: string; amount: string; discount_amount: string | null; code: string | null }>(
    await t.database.db.execute(sql`
      select p.status, p.amount::text as amount, p.discount_amount::text as discount_amount, c.code
        from payments p join users u on u.id = p.user_id left join promotion_codes c on c.id = p.promotion_code_id
       where u.email = ${email} order by p.created_at, p.period_end nulls first`),
  );

describe('promotion codes', () => {
  it('50 % off the first payment: checked, charged 49,50 $, listed with one use and its revenue', async () => {
    const made = await create({ code: ' reyes-2027 ', kind: 'percent', percentOff: 50, duration: 'once' });
    expect(made.status).toBe(200);
    expect(made.body.message).toBe('Código REYES-2027 creado.');
    expect(made.body.data).toMatchObject({
      code: 'REYES-2027',
      status: 'active',
      redemptions: 0,
      revenue: [],
    });

    const m = await member('reyes');
    const full = await planId(t, 'full');
    // Anyone may ask what it takes off (the pricing section), signed in or not.
    const mini = await planId(t, 'mini');
    const quote = await m.http.post('/api/promotion-codes/check', {
      code: 'Reyes-2027',
      planIds: [full, mini],
    });
    expect(quote.status).toBe(200);
    expect(quote.body.data).toMatchObject({ code: 'REYES-2027', percentOff: 50, duration: 'once' });
    // Percentages are rounded to the cent as the provider rounds them.
    expect(quote.body.data.plans).toEqual([
      { planId: full, currency: 'USD', price: 99, discount: 49.5, firstCharge: 49.5 },
      { planId: mini, currency: 'USD', price: 9.99, discount: 5, firstCharge: 4.99 },
    ]);

    const { page } = await buyThroughSimulator(t, m.http, 'full', undefined, 'reyes-2027');
    expect(page).toContain(formatMoney(49.5, 'USD'));
    expect(page).toContain('Código REYES-2027: 50 % de descuento en el primer pago');
    expect(await paymentsOf(m.email)).toEqual([
      { status: 'completed', amount: '49.50', discount_amount: '49.50', code: 'REYES-2027' },
    ]);
    expect((await m.http.get('/api/library')).body.data.hasSubscription).toBe(true);

    expect(await listed('REYES-2027')).toMatchObject({
      redemptions: 1,
      revenue: [{ currency: 'USD', amount: 49.5 }],
    });
    const uses = await admin.get(`/api/promotion-codes/${made.body.data._id}/redemptions`);
    expect(uses.body.data).toEqual([
      expect.objectContaining({
        customer: expect.objectContaining({ email: m.email }),
        amount: 49.5,
        discount: 49.5,
      }),
    ]);
    // The order names the code and what it took off.
    const orders = await admin.get(`/api/payment-records/list?q=${encodeURIComponent(m.email)}`);
    expect(orders.body.data[0]).toMatchObject({
      amount: 49.5,
      promotion: { code: 'REYES-2027', discount: 49.5 },
    });
    // The same buyer cannot use it twice.
    const again = await m.http.post('/api/promotion-codes/check', { code: 'REYES-2027', planIds: [full] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(es.promotions.codeAlreadyUsed);
  });

  it('a code past its limit, past its date, for another plan or currency, or on an upgrade is refused', async () => {
    const full = await planId(t, 'full');
    const mini = await planId(t, 'mini');
    await create({
      code: 'UNAVEZ',
      kind: 'amount',
      amountOff: 10,
      currency: 'USD',
      duration: 'once',
      maxRedemptions: 1,
    });
    const first = await member('unavez');
    await buyThroughSimulator(t, first.http, 'full', undefined, 'UNAVEZ');
    expect(await listed('UNAVEZ')).toMatchObject({ redemptions: 1, status: 'exhausted' });

    const second = await member('unavez2');
    const late = await second.http.post('/api/payments/create-checkout-session', {
      planId: full,
      promotionCode: 'UNAVEZ',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(es.promotions.codeExhausted);

    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    await create({ code: 'HOYSOLO', kind: 'percent', percentOff: 20, duration: 'once', expiresOn: today });
    expect(
      (await second.http.post('/api/promotion-codes/check', { code: 'HOYSOLO', planIds: [full] })).status,
    ).toBe(200);
    await advance(2);
    const expired = await second.http.post('/api/payments/create-checkout-session', {
      planId: full,
      promotionCode: 'HOYSOLO',
    });
    expect(expired.status).toBe(422);
    expect(expired.body.message).toBe(es.promotions.codeExpired);
    expect(await listed('HOYSOLO')).toMatchObject({ status: 'expired' });

    await create({ code: 'SOLOMINI', kind: 'percent', percentOff: 20, duration: 'once', planIds: [mini] });
    await create({ code: 'EUROS', kind: 'amount', amountOff: 5, currency: 'EUR', duration: 'once' });
    for (const code of ['SOLOMINI', 'EUROS']) {
      const res = await second.http.post('/api/payments/create-checkout-session', {
        planId: full,
        promotionCode: code,
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(es.promotions.codeNotForPlan);
    }
    const unknown = await second.http.post('/api/promotion-codes/check', {
      code: 'NOEXISTE',
      planIds: [full],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(es.promotions.codeNotFound);

    // Switched off by staff: as if it did not exist.
    await create({ code: 'APAGADO', kind: 'percent', percentOff: 10, duration: 'once' });
    const off = (await listed('APAGADO')) as { _id: string };
    expect((await admin.put(`/api/promotion-codes/${off._id}`, { isActive: false })).body.data.status).toBe(
      'inactive',
    );
    expect(
      (await second.http.post('/api/promotion-codes/check', { code: 'APAGADO', planIds: [full] })).status,
    ).toBe(404);

    // A mini holder's upgrade carries its credit, not a code.
    await create({ code: 'MEJORA', kind: 'percent', percentOff: 10, duration: 'once' });
    const holder = await member('mejora');
    await buyThroughSimulator(t, holder.http, 'mini', await twoThemeIds(t));
    const upgrade = await holder.http.post('/api/payments/create-checkout-session', {
      planId: full,
      promotionCode: 'MEJORA',
    });
    expect(upgrade.status).toBe(422);
    expect(upgrade.body.message).toBe(es.promotions.codeNotOnUpgrade);
  });

  it('30 % for 2 months on a monthly plan: the first two charges discounted, the third in full, all counted as its revenue', async () => {
    await t.database.db.execute(sql`
      insert into plans (name, slug, price, currency, duration_days, full_category_access, "order")
      values ('Mensual de prueba', 'mensual-prueba', 10, 'USD', 30, true, 9)`);
    await create({
      code: 'PRIMAVERA',
      kind: 'percent',
      percentOff: 30,
      duration: 'repeating',
      durationMonths: 2,
    });
    const m = await member('primavera');
    const { page } = await buyThroughSimulator(t, m.http, 'mensual-prueba', undefined, 'PRIMAVERA');
    expect(page).toContain('30 % de descuento durante 2 meses');
    await advance(32);
    await advance(31);
    const pays = await paymentsOf(m.email);
    expect(pays.map((p) => p.amount)).toEqual(['7.00', '7.00', '10.00']);
    expect(await listed('PRIMAVERA')).toMatchObject({
      redemptions: 1,
      revenue: [{ currency: 'USD', amount: 24 }],
    });
  });

  it('staff rules: only admins make codes, every field is checked, a code is unique', async () => {
    const crm = await buildUser(t, { role: 'crmUser' });
    expect((await crm.http.get('/api/promotion-codes')).status).toBe(200);
    expect(
      (await create({ code: 'CRM', kind: 'percent', percentOff: 10, duration: 'once' }, crm.http)).status,
    ).toBe(403);
    const listener = await fullSubscriber(t);
    expect((await listener.http.get('/api/promotion-codes')).status).toBe(403);

    const bad: [object, string][] = [
      [{ code: 'A', kind: 'percent', percentOff: 10, duration: 'once' }, es.promotions.codeFormat],
      [{ code: 'CIEN', kind: 'percent', percentOff: 100, duration: 'once' }, es.promotions.percentInvalid],
      [{ code: 'SINPCT', kind: 'percent', duration: 'once' }, es.promotions.percentInvalid],
      [{ code: 'SINMON', kind: 'amount', amountOff: 5, duration: 'once' }, es.promotions.currencyInvalid],
      [
        { code: 'MESES', kind: 'percent', percentOff: 5, duration: 'repeating', durationMonths: 40 },
        es.promotions.monthsInvalid,
      ],
      [
        { code: 'AYER', kind: 'percent', percentOff: 5, duration: 'once', expiresOn: '2020-01-01' },
        es.promotions.expiresInvalid,
      ],
      [
        { code: 'CERO', kind: 'percent', percentOff: 5, duration: 'once', maxRedemptions: 0 },
        es.promotions.maxInvalid,
      ],
      [
        { code: 'PLANX', kind: 'percent', percentOff: 5, duration: 'once', planIds: [crypto.randomUUID()] },
        es.promotions.plansInvalid,
      ],
    ];
    for (const [body, message] of bad) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await create({ code: 'UNICO', kind: 'percent', percentOff: 5, duration: 'once' })).status).toBe(
      200,
    );
    const twice = await create({ code: 'unico', kind: 'percent', percentOff: 7, duration: 'once' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(es.promotions.codeTaken);
  });
});
