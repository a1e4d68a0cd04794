// The owner's monthly reports on the dashboard: subscribers, new, reactivated and churned people,
// churn rate, recurring revenue and ARPU per currency, revenue and refunds, trial → paid
// conversion, computed by the due work and read back; in a database of its own so every figure is
// exact. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, plans, subscriptions, users } from '../src/db/schema/index.js';
import { planSnapshotOf } from '../src/modules/plans/plans.service.js';
import { REPORT_FRESH_MS, lastMonths } from '../src/modules/reports/reports.service.js';
import { type TestApp, startTestApp } from './app.js';
import { buildAdmin, buildUser, signInAgain } from './factories.js';
import { type HttpClient, okData } from './http.js';

const DAY = 86_400_000;
let t: TestApp;
let crm: { email: string; http: HttpClient };
/** The current month (Spain's), the one before and the one before that. */
let M: { from: Date; to: Date };
let M1: { from: Date; to: Date };
let M2: { from: Date; to: Date };
const plus = (d: Date, days: number) => new Date(d.getTime() + days * DAY);

/** A client who signed up at `signedUp` (their free trial begins then). */
async function client(name: string, signedUp: Date) {
  const u = await buildUser(t, { name, lastName: 'Prueba', email: `${name}@example.com` });
  await t.database.db.update(users).set({ createdAt: signedUp }).where(eq(users.id, u.id));
  return u.id;
}

/**
 * Paid access to a plan from `from` (renewing unless it `ended`), with its first payment completed
 * then, as the billing code leaves them. Returns the subscription and payment ids.
 */
async function paidAccess(
  userId: string,
  slug: string,
  from: Date,
  opts: { ended?: Date; canceledAt?: Date; refunded?: { amount: number; at: Date } } = {},
) {
  const db = t.database.db;
  const [plan] = await db.select().from(plans).where(eq(plans.slug, slug));
  if (!plan) throw new Error(`no plan ${slug}`);
  const periodEnd = plus(from, plan.durationDays);
  const [pay] = await db
    .insert(payments)
    .values({
      userId,
      planId: plan.id,
      status: opts.refunded && opts.refunded.amount === plan.price ? 'refunded' : 'completed',
      amount: plan.price,
      currency: plan.currency,
      completedAt: from,
      refundedAmount: opts.refunded?.amount ?? 0,
      refundedAt: opts.refunded?.at ?? null,
      createdAt: from,
      updatedAt: opts.refunded?.at ?? from,
    })
    .returning({ id: payments.id });
  const [sub] = await db
    .insert(subscriptions)
    .values({
      userId,
      planId: plan.id,
      paymentId: pay?.id,
      status: opts.ended ? 'cancelled' : 'active',
      startsAt: from,
      endsAt: opts.ended ?? plus(periodEnd, 1),
      endedAt: opts.ended ?? null,
      planSnapshot: planSnapshotOf(plan),
      providerSubscriptionId: `sub_test_${randomUUID()}`,
      currentPeriodStart: from,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: Boolean(opts.canceledAt),
      canceledAt: opts.canceledAt ?? null,
      createdAt: from,
    })
    .returning({ id: subscriptions.id });
  return { subscriptionId: sub?.id as string, paymentId: pay?.id as string };
}

const report = (): Promise<{
  computedAt: string | null;
  months: ({ month: string } & Record<string, unknown>)[];
  promotionRevenue: unknown[];
}> => okData(crm.http, '/api/stats/crm/reports');
const monthKey = (m: { from: Date }) => new Date(m.from.getTime() + 12 * 3_600_000).toISOString().slice(0, 7);
const monthOf = async (m: { from: Date }) => (await report()).months.find((r) => r.month === monthKey(m));

beforeAll(async () => {
  t = await startTestApp();
  t.clock.freeze();
  // Mid-month, so the month before last is whole and every date below falls in the month meant.
  const months = lastMonths(t.clock.now(), 12);
  const month = (i: number) => months[months.length - i] as { from: Date; to: Date };
  [M2, M1, M] = [month(3), month(2), month(1)];
  t.clock.advance(plus(M.from, 14).getTime() + 3_600_000 - t.clock.now().getTime());
  await buildAdmin(t);
  crm = await buildUser(t, { role: 'crmUser', name: 'Carmen', lastName: 'Ruiz' });

  // Ana: yearly Full since the month before last, renewing.
  const ana = await client('ana', plus(M2.from, 9));
  await paidAccess(ana, 'full', plus(M2.from, 10));
  // Bea: monthly Mini bought the month before last, ended last month (her payment refunded then),
  // and bought again this month: new, churned, then reactivated.
  const bea = await client('bea', plus(M2.from, 9));
  await paidAccess(bea, 'mini', plus(M2.from, 12), {
    ended: plus(M1.from, 5),
    canceledAt: plus(M1.from, 2),
    refunded: { amount: 9.99, at: plus(M1.from, 5) },
  });
  await paidAccess(bea, 'mini', plus(M.from, 3));
  // Carla: Mini last month, upgraded to Full the same day: one new subscriber, never churned.
  const carla = await client('carla', plus(M1.from, 1));
  const upgradedAt = plus(M1.from, 8);
  await paidAccess(carla, 'mini', plus(M1.from, 2), { ended: upgradedAt });
  await paidAccess(carla, 'full', upgradedAt);
  // Eva: the monthly Full in euros this month.
  const eva = await client('eva', plus(M.from, 1));
  await paidAccess(eva, 'full-mensual', plus(M.from, 2));
  // Vera signed up this month and has not paid.
  await client('vera', plus(M.from, 4));
  // Dani: complimentary access from staff — never a subscriber nor revenue.
  const dani = await client('dani', plus(M2.from, 1));
  const [full] = await t.database.db.select().from(plans).where(eq(plans.slug, 'full'));
  await t.database.db.insert(subscriptions).values({
    userId: dani,
    planId: full?.id as string,
    status: 'active',
    startsAt: plus(M2.from, 2),
    endsAt: plus(M.to, 30),
    planSnapshot: planSnapshotOf(full as NonNullable<typeof full>),
    source: 'comp',
  });
});
afterAll(() => t?.close());

describe('the owner’s monthly report', () => {
  it('is staff’s only', async () => {
    const visitor = await buildUser(t);
    // Signed up long before the months reported, so the counts below stay exact.
    await t.database.db
      .update(users)
      .set({ createdAt: plus(M2.from, -60) })
      .where(eq(users.id, visitor.id));
    expect((await visitor.http.get('/api/stats/crm/reports')).status).toBe(403);
    expect((await fetch(`${t.baseUrl}/api/stats/crm/reports`)).status).toBe(401);
  });

  it('says when it has not been computed yet, and the due work computes the last 12 months', async () => {
    const before = await report();
    expect(before).toEqual({ computedAt: null, months: [], promotionRevenue: [] });
    await t.deps.jobs.runDue();
    const after = await report();
    expect(after.computedAt).toBe(t.clock.now().toISOString());
    expect(after.months.map((m) => m.month)).toEqual(lastMonths(t.clock.now(), 12).map(monthKey));
  });

  it('counts the month before last: two new subscribers, both converted from their trial', async () => {
    expect(await monthOf(M2)).toEqual({
      month: monthKey(M2),
      subscribers: 2,
      new: 2,
      reactivated: 0,
      churned: 0,
      churnRate: null,
      signups: 3,
      converted: 2,
      conversionRate: 2 / 3,
      byCurrency: [
        { currency: 'USD', mrr: 18.24, renewing: 2, arpu: 9.12, revenue: 108.99, refunds: 0, refunded: 0 },
      ],
    });
  });

  it('counts last month: an upgrade is neither new nor churned; a refund counts when it was made', async () => {
    expect(await monthOf(M1)).toEqual({
      month: monthKey(M1),
      subscribers: 2,
      new: 1,
      reactivated: 0,
      churned: 1,
      churnRate: 0.5,
      signups: 1,
      converted: 1,
      conversionRate: 1,
      byCurrency: [
        // Ana's 99/12 and Carla's Full (her Mini ended with the upgrade).
        { currency: 'USD', mrr: 16.5, renewing: 2, arpu: 8.25, revenue: 108.99, refunds: 1, refunded: 9.99 },
      ],
    });
  });

  it('counts this month so far, each currency on its own: a comeback is reactivated, not new', async () => {
    expect(await monthOf(M)).toEqual({
      month: monthKey(M),
      subscribers: 4,
      new: 1,
      reactivated: 1,
      churned: 0,
      churnRate: 0,
      signups: 2,
      converted: 1,
      conversionRate: 0.5,
      byCurrency: [
        { currency: 'USD', mrr: 26.49, renewing: 3, arpu: 8.83, revenue: 9.99, refunds: 0, refunded: 0 },
        { currency: 'EUR', mrr: 9.99, renewing: 1, arpu: 9.99, revenue: 9.99, refunds: 0, refunded: 0 },
      ],
    });
  });

  it('recomputes the current month once its figures are 10 minutes old, and a closed month never', async () => {
    const computedAt = (await report()).computedAt;
    const fer = await client('fer', t.clock.now());
    await paidAccess(fer, 'mini', t.clock.now());
    // Within the 10 minutes: the figures stay as computed.
    t.clock.advance(REPORT_FRESH_MS - 1000);
    await t.deps.jobs.runDue();
    crm = await signInAgain(crm);
    expect((await report()).computedAt).toBe(computedAt);
    expect((await monthOf(M))?.new).toBe(1);
    t.clock.advance(1000);
    await t.deps.jobs.runDue();
    expect((await monthOf(M))?.new).toBe(2);
    expect((await report()).computedAt).toBe(t.clock.now().toISOString());

    // A sale dated in the month before last, made after that month's figures were final: it
    // stays as it was computed (a closed month's report does not move).
    const closed = await monthOf(M2);
    await t.database.db.execute(sql`update report_months set computed_at = ${plus(M2.to, 40)}
      where month = ${`${monthKey(M2)}-01`}`);
    await paidAccess(await client('gil', plus(M2.from, 3)), 'mini', plus(M2.from, 4));
    t.clock.advance(REPORT_FRESH_MS);
    await t.deps.jobs.runDue();
    crm = await signInAgain(crm);
    expect(await monthOf(M2)).toEqual(closed);
  });
});
