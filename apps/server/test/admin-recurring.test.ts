import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessMonthOf } from '../src/modules/subscriptions/recurring.service.js';
import { type TestApp, startTestApp } from './app.js';
import { giveRenewingSubscription } from './billing-factories.js';
import { CLIENTS_CSV_HEADER, parseCsv } from './csv.js';
import { buildAdmin, buildUser } from './factories.js';
import { type HttpClient, okData } from './http.js';

/**
 * The back-office's view of renewing subscriptions: the state and next renewal in Clientes, and
 * recurring revenue on the dashboard. Every row is inserted as the billing code leaves it, in a
 * database of its own so the dashboard's figures are exact.
 */
const DAY = 86_400_000;
let t: TestApp;
let crm: HttpClient;
let admin: HttpClient;
let now: Date;
let monthStart: Date;

const iso = (d: Date) => d.toISOString();
type Listed = { _id: string; email: string; activeSubscription: unknown };

/** A client named after their case, with a renewing (or one-off) subscription as described. */
const people: Record<string, { id: string; email: string }> = {};
async function client(key: string) {
  const u = await buildUser(t, { name: key, lastName: 'Prueba', email: `${key}@example.com` });
  people[key] = { id: u.id, email: u.email };
  return u.id;
}

beforeAll(async () => {
  t = await startTestApp();
  t.clock.freeze();
  now = t.clock.now();
  // This month began at 00:00 on the 1st in Spain (the back-office's days).
  monthStart = businessMonthOf(now).from;
  admin = (await buildAdmin(t)).http;
  crm = (await buildUser(t, { role: 'crmUser', name: 'Carmen', lastName: 'Ruiz' })).http;
});
afterAll(() => t?.close());

describe('recurring revenue on the dashboard, with no subscriptions', () => {
  it('answers zeros in the plans’ currency', async () => {
    expect((await okData(crm, '/api/stats/crm/dashboard')).recurring).toEqual({
      mrr: 0,
      currency: 'USD',
      mrrByCurrency: [],
      activeByPlan: [],
      cancellationsThisMonth: 0,
      pendingPayment: 0,
      complimentary: 0,
    });
  });
});

describe('renewing subscriptions in the back-office', () => {
  const periodEnd = () => new Date(now.getTime() + 20 * DAY);
  const graceEnd = () => new Date(now.getTime() + 5 * DAY);

  beforeAll(async () => {
    // Renewing and paid up: a yearly $99 and two monthly $9.99.
    await giveRenewingSubscription(t, await client('anual'), 'full', { periodEnd: periodEnd() });
    await giveRenewingSubscription(t, await client('mensual1'), 'mini');
    await giveRenewingSubscription(t, await client('mensual2'), 'mini');
    // Bought at an older price: the snapshot's price counts.
    await giveRenewingSubscription(t, await client('antiguo'), 'mini', { snapshot: { price: 7.99 } });
    // Cancelled this month (at its first instant): access until the period ends, no renewal.
    await giveRenewingSubscription(t, await client('cancela'), 'mini', {
      periodEnd: periodEnd(),
      canceledAt: monthStart,
    });
    // Cancelled last month (its last millisecond), still listening until the period ends.
    await giveRenewingSubscription(t, await client('cancelaantes'), 'mini', {
      canceledAt: new Date(monthStart.getTime() - 1),
    });
    // Cancelled this month and then resumed: renews again, not a cancellation.
    await giveRenewingSubscription(t, await client('reanuda'), 'mini', {
      canceledAt: monthStart,
      cancelAtPeriodEnd: false,
    });
    // Cancelled this month, its period already over.
    await giveRenewingSubscription(t, await client('terminada'), 'full', {
      status: 'expired',
      periodEnd: new Date(now.getTime() - 1),
      canceledAt: monthStart,
    });
    // The renewal failed: in its grace, still listening.
    await giveRenewingSubscription(t, await client('pendiente'), 'full', {
      status: 'pending',
      periodEnd: new Date(now.getTime() - DAY),
      endsAt: graceEnd(),
    });
    // The renewal failed and the grace is over (the expiry job has not run yet): no access.
    await giveRenewingSubscription(t, await client('sinpagar'), 'mini', {
      status: 'pending',
      periodEnd: new Date(now.getTime() - 10 * DAY),
      endsAt: new Date(now.getTime() - 1),
    });
    // A one-off purchase of the first release: access until it ends, never renews.
    await giveRenewingSubscription(t, await client('unico'), 'full', {
      oneOff: true,
      periodEnd: periodEnd(),
    });
    // Replaced by an upgrade: history only.
    await giveRenewingSubscription(t, await client('sustituida'), 'mini', {
      status: 'cancelled',
      periodEnd: new Date(now.getTime() - DAY),
    });
    // Never subscribed.
    await client('visitante');
  });

  async function listed(): Promise<Record<string, Listed>> {
    const res = await crm.get('/api/users/list?kind=clients&pageSize=100');
    expect(res.status).toBe(200);
    const out: Record<string, Listed> = {};
    for (const u of res.body.data as Listed[]) {
      const key = Object.keys(people).find((k) => people[k]?.id === u._id);
      if (key) out[key] = u;
    }
    return out;
  }

  it('Clientes shows each client’s state, next renewal and end of access', async () => {
    const rows = await listed();
    const full = { slug: 'full', name: 'Plan Full' };
    // A paid subscription (not a complimentary one) that does not end early.
    const paid = { status: 'active', cancelAtPeriodEnd: false, complimentary: null };
    expect(rows.anual?.activeSubscription).toEqual({
      ...paid,
      plan: full,
      renewsAt: iso(periodEnd()),
      endsAt: iso(periodEnd()),
    });
    expect(rows.cancela?.activeSubscription).toEqual({
      ...paid,
      plan: { slug: 'mini', name: 'Plan Mini' },
      renewsAt: null,
      endsAt: iso(periodEnd()),
      cancelAtPeriodEnd: true,
    });
    expect(rows.pendiente?.activeSubscription).toEqual({
      ...paid,
      plan: full,
      status: 'pending',
      renewsAt: null,
      endsAt: iso(graceEnd()),
    });
    expect(rows.unico?.activeSubscription).toEqual({
      ...paid,
      plan: full,
      renewsAt: null,
      endsAt: iso(periodEnd()),
    });
    expect(rows.reanuda?.activeSubscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect((rows.reanuda?.activeSubscription as { renewsAt: string | null }).renewsAt).not.toBeNull();
    for (const key of ['terminada', 'sinpagar', 'sustituida', 'visitante']) {
      expect([key, rows[key]?.activeSubscription]).toEqual([key, null]);
    }
  });

  it('“Con suscripción activa” counts whoever can listen now, a pending payment included', async () => {
    const emails = (body: { data: Listed[] }) => body.data.map((u) => u.email).sort();
    const withAccess = ['anual', 'mensual1', 'mensual2', 'antiguo', 'cancela', 'cancelaantes', 'reanuda'];
    withAccess.push('pendiente', 'unico');
    const yes = await crm.get('/api/users/list?kind=clients&hasActiveSubscription=true&pageSize=100');
    expect(yes.body.total).toBe(withAccess.length);
    expect(emails(yes.body)).toEqual(withAccess.map((k) => `${k}@example.com`).sort());
    expect(yes.body.grandTotal).toBe(Object.keys(people).length);

    const no = await crm.get('/api/users/list?kind=clients&hasActiveSubscription=false&pageSize=100');
    expect(no.body.total).toBe(4);
    expect(emails(no.body)).toEqual(
      ['terminada', 'sinpagar', 'sustituida', 'visitante'].map((k) => `${k}@example.com`).sort(),
    );
  });

  it('the edit answer and the CSV export read the same state', async () => {
    const id = people.pendiente?.id as string;
    const res = await admin.put(`/api/users/update/${id}`, {
      name: 'pendiente',
      lastName: 'Prueba',
      email: 'pendiente@example.com',
      role: 'subscriber',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.activeSubscription).toMatchObject({ status: 'pending', endsAt: iso(graceEnd()) });

    const csv = await fetch(`${t.baseUrl}/api/users/export.csv?kind=clients&q=pendiente`, {
      headers: { cookie: crm.cookieHeader() },
    });
    const rows = parseCsv((await csv.text()).slice(1), ';');
    const column = CLIENTS_CSV_HEADER.indexOf('Suscripción activa');
    expect(rows[1]?.[column]).toBe('Plan Full');
  });

  it('the dashboard adds up recurring revenue, subscriptions by plan, cancellations and pending payments', async () => {
    const data = await okData(crm, '/api/stats/crm/dashboard');
    // Yearly plans count price ÷ 12, monthly ones their price; renewing, with access, not cancelled
    // (the pending one included): anual 8.25 + mensual1 9.99 + mensual2 9.99 + antiguo 7.99
    // + reanuda 9.99 + pendiente 8.25.
    expect(data.recurring).toEqual({
      mrr: 54.46,
      currency: 'USD',
      mrrByCurrency: [{ currency: 'USD', mrr: 54.46 }],
      activeByPlan: [
        { slug: 'mini', name: 'Plan Mini', count: 6 },
        { slug: 'full', name: 'Plan Full', count: 3 },
      ],
      cancellationsThisMonth: 2,
      pendingPayment: 1,
      complimentary: 0,
    });
    // The user counts are still there.
    expect(data).toMatchObject({ totalUsers: expect.any(Number), byRole: expect.any(Object) });
  });

  it('names each plan as it is called now (subscriptions keep the name they were bought under)', async () => {
    await t.catalogueSql(sql`update plans set name = 'Plan Mini Mensual' where slug = 'mini'`);
    try {
      const res = await crm.get('/api/stats/crm/dashboard');
      expect(res.body.data.recurring.activeByPlan[0]).toEqual({
        slug: 'mini',
        name: 'Plan Mini Mensual',
        count: 6,
      });
      expect(res.body.data.recurring.mrr).toBe(54.46);
    } finally {
      await t.catalogueSql(sql`update plans set name = 'Plan Mini' where slug = 'mini'`);
    }
  });

  it('next month, this month’s cancellations are last month’s', async () => {
    const nextMonth = businessMonthOf(now).to;
    t.clock.advance(nextMonth.getTime() - now.getTime());
    try {
      // Signed in at the new date (a session from weeks before would have lapsed).
      const later = (await buildUser(t, { role: 'crmUser' })).http;
      const res = await later.get('/api/stats/crm/dashboard');
      expect(res.body.data.recurring.cancellationsThisMonth).toBe(0);
    } finally {
      t.clock.advance(now.getTime() - nextMonth.getTime());
    }
  });
});
