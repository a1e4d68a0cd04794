import { es, formatMoney } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import { buyThroughSimulator, twoThemeIds } from './billing-factories.js';
import { advanceClock } from './dev-tools.js';
import { buildAdmin, buildUser, buyer, signInAgain } from './factories.js';
import type { HttpClient } from './http.js';

/**
 * Plans staff create: monthly or yearly, in euros unless they choose dollars; on sale at once in
 * the public list, in their order; bought, renewed and counted in their own currency.
 */
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const t = testAppForFile({}, { clock: 'frozen' });

let adminUser: Awaited<ReturnType<typeof buildAdmin>>;
let admin: HttpClient;
beforeEach(async () => {
  adminUser = await buildAdmin(t);
  admin = adminUser.http;
});

const plan = (over: object = {}) => ({
  name: 'Plan Noches',
  slug: 'noches-mensual',
  description: 'Todo el catálogo, mes a mes.',
  price: 4.5,
  durationDays: 30,
  features: ['Acceso a todo el catálogo'],
  categoryAccess: [],
  fullCategoryAccess: true,
  isActive: true,
  order: 5,
  ...over,
});

describe('plans staff create', () => {
  it('a monthly plan in euros: on sale at once, bought and renewed in euros, its own MRR', async () => {
    const made = await admin.post('/api/plans', plan());
    expect(made.status).toBe(200);
    expect(made.body.message).toBe('Plan Plan Noches creado.');
    expect(made.body.data).toMatchObject({
      slug: 'noches-mensual',
      currency: 'EUR',
      price: 4.5,
      durationDays: 30,
    });

    // The public list (cached) shows it at once, in its order: after the seeded ones.
    const visitor = (await buildUser(t)).http;
    const listed = (await visitor.get('/api/plans/list')).body.plans as { slug: string }[];
    expect(listed.map((p) => p.slug)).toEqual([
      'audio-prueba',
      'full',
      'mini',
      'full-mensual',
      'noches-mensual',
    ]);

    const m = await buyer(t, 'noches');
    const { page } = await buyThroughSimulator(t, m.http, 'noches-mensual');
    expect(page).toContain(formatMoney(4.5, 'EUR'));
    expect(page).toContain('cada mes');
    expect((await m.http.get('/api/library')).body.data.hasSubscription).toBe(true);

    const res = await advanceClock(t.baseUrl, 32);
    expect(res.status).toBe(200);
    const paid = rows<{ amount: string; currency: string; kind: string }>(
      await t.database.db.execute(sql`
        select p.amount::text, p.currency, p.kind from payments p join users u on u.id = p.user_id
         where u.email = ${m.email} order by p.created_at, p.period_end`),
    );
    expect(paid).toEqual([
      { amount: '4.50', currency: 'EUR', kind: 'purchase' },
      { amount: '4.50', currency: 'EUR', kind: 'renewal' },
    ]);
    const staff = await signInAgain(adminUser);
    const recurring = (await staff.http.get('/api/stats/crm/dashboard')).body.data.recurring;
    expect(recurring.mrrByCurrency).toContainEqual({ currency: 'EUR', mrr: 4.5 });
  });

  it('a Mini holder may move to a full-catalogue plan in the Mini’s currency, not in another', async () => {
    const m = await buyer(t, 'minimes');
    await buyThroughSimulator(t, m.http, 'mini', await twoThemeIds(t));
    const monthly = rows<{ id: string }>(
      await t.database.db.execute(sql`select id from plans where slug = 'full-mensual'`),
    )[0]?.id;
    const euros = await m.http.post('/api/payments/create-checkout-session', { planId: monthly });
    expect(euros.status).toBe(409);
    expect(euros.body.message).toBe(es.checkout.upgradeOtherCurrency.replace('{currency}', 'USD'));

    const inDollars = await admin.post(
      '/api/plans',
      plan({ slug: 'full-dolares', currency: 'USD', price: 8 }),
    );
    expect(inDollars.status).toBe(200);
    const upgrade = await m.http.post('/api/payments/create-checkout-session', {
      planId: inDollars.body.data._id,
    });
    expect(upgrade.status).toBe(200);
  });

  it('only admins create plans; every field is checked; a slug is unique', async () => {
    const crm = await buildUser(t, { role: 'crmUser' });
    expect((await crm.http.post('/api/plans', plan({ slug: 'de-crm' }))).status).toBe(403);
    const bad: [object, string][] = [
      [plan({ slug: 'Con Espacios' }), es.admin.planSlugInvalid],
      [plan({ slug: 'trimestral', durationDays: 90 }), es.admin.planIntervalInvalid],
      [plan({ slug: 'barato', price: 0.2 }), es.admin.planPriceInvalid],
      [plan({ slug: 'libras', currency: 'GBP' }), es.admin.planCurrencyInvalid],
    ];
    for (const [body, message] of bad) {
      const res = await admin.post('/api/plans', body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const taken = await admin.post('/api/plans', plan({ slug: 'full' }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(es.admin.planSlugTaken);
  });
});
