import { randomUUID } from 'node:crypto';
import { es, formatDate } from '@sanarte/shared';
import type { PaymentRecord } from '@sanarte/shared';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { plans, subscriptions, users } from '../src/db/schema/index.js';
import { planSnapshotOf } from '../src/modules/plans/plans.service.js';
import { TEST_ADMIN, type TestApp } from './app.js';
import { submitDevForm } from './dev-tools.js';
import { HttpClient, okData } from './http.js';

const DAY = 86_400_000;

export interface RenewingOptions {
  /** 'active' (default), 'pending' (its renewal failed, in the grace), 'cancelled' or 'expired'. */
  status?: 'active' | 'pending' | 'cancelled' | 'expired';
  /** The current period's end (the next renewal); default the plan's duration from now. */
  periodEnd?: Date;
  /** Access ends here; default the period's end (or, while pending, 7 days of grace from now). */
  endsAt?: Date;
  /** The customer cancelled the renewal at this instant (access stays until the period ends). */
  canceledAt?: Date;
  /** Whether it ends at the period's end; default: when `canceledAt` is given (false: resumed since). */
  cancelAtPeriodEnd?: boolean;
  /** A one-off purchase of the first release: no provider subscription, no period. */
  oneOff?: boolean;
  /** Overrides of the plan snapshot (e.g. a price bought before a price change). */
  snapshot?: Partial<ReturnType<typeof planSnapshotOf>>;
}

/**
 * Inserts a subscription row as the billing code leaves it (a renewing one unless `oneOff`), and
 * makes its user a subscriber. Dates are relative to the test app's clock. Returns the row's id.
 */
export async function giveRenewingSubscription(
  t: TestApp,
  userId: string,
  slug: string,
  opts: RenewingOptions = {},
): Promise<string> {
  const db = t.database.db;
  const [plan] = await db.select().from(plans).where(eq(plans.slug, slug));
  if (!plan) throw new Error(`no plan ${slug}`);
  const now = t.clock.now();
  const status = opts.status ?? 'active';
  const periodEnd = opts.periodEnd ?? new Date(now.getTime() + plan.durationDays * DAY);
  const periodStart = new Date(periodEnd.getTime() - plan.durationDays * DAY);
  const endsAt = opts.endsAt ?? (status === 'pending' ? new Date(now.getTime() + 7 * DAY) : periodEnd);
  const renewing = !opts.oneOff;
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId,
      planId: plan.id,
      status,
      startsAt: periodStart,
      endsAt,
      endedAt: status === 'cancelled' || status === 'expired' ? endsAt : null,
      planSnapshot: { ...planSnapshotOf(plan), ...opts.snapshot },
      providerSubscriptionId: renewing ? `sub_test_${randomUUID()}` : null,
      providerCustomerId: renewing ? `cus_test_${randomUUID().slice(0, 8)}` : null,
      currentPeriodStart: renewing ? periodStart : null,
      currentPeriodEnd: renewing ? periodEnd : null,
      cancelAtPeriodEnd: opts.cancelAtPeriodEnd ?? Boolean(opts.canceledAt),
      canceledAt: opts.canceledAt ?? null,
      createdAt: periodStart,
    })
    .returning({ id: subscriptions.id });
  await db.update(users).set({ role: 'subscriber' }).where(eq(users.id, userId));
  return row?.id as string;
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

export const planId = async (t: TestApp, slug: string) =>
  rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from plans where slug = ${slug}`))[0]
    ?.id as string;

/** Two themes of the catalogue (a mini plan's choice). */
export const twoThemeIds = async (t: TestApp) =>
  rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from themes order by slug limit 2`)).map(
    (r) => r.id,
  );

/** Buys a plan through the local simulator's hosted page, then verifies it as /payment-success does. */
export async function buyThroughSimulator(
  t: TestApp,
  http: HttpClient,
  slug: string,
  themes?: string[],
  promotionCode?: string,
) {
  const res = await http.post('/api/payments/create-checkout-session', {
    planId: await planId(t, slug),
    ...(themes ? { themeIds: themes } : {}),
    ...(promotionCode ? { promotionCode } : {}),
  });
  expect(res.status).toBe(200);
  const path = new URL(res.body.url).pathname;
  // 'Pagar' on the simulator's page: the form as served, with its XSRF field.
  const { page, answer: pay } = await submitDevForm(t.baseUrl, path, `${path}/pay`);
  expect(pay.status).toBe(303);
  const verify = await http.post('/api/payments/verify-payment-session', { sessionId: res.body.sessionId });
  expect(verify.status).toBe(200);
  return { page, sessionId: res.body.sessionId as string };
}

/** A cancel's answer: still active until `endDate`, no longer renewing, and the message says when it ends. */
export function expectCancelledAtPeriodEnd(
  cancel: { body: { message: string; data: unknown } },
  endDate: string,
) {
  expect(cancel.body.message).toBe(es.billing.cancelled(formatDate(endDate)));
  expect(cancel.body.data).toMatchObject({
    status: 'active',
    cancelAtPeriodEnd: true,
    renewsAt: null,
    endDate,
  });
}

/** The seeded admin, signed in. */
export async function signedInAdmin(t: TestApp) {
  const http = new HttpClient(t.baseUrl);
  expect((await http.post('/api/users/login', TEST_ADMIN)).status).toBe(200);
  return http;
}

/** Órdenes as staff see it: the member's payment records, newest first. */
export async function ordersOf(t: TestApp, email: string): Promise<PaymentRecord[]> {
  return okData(await signedInAdmin(t), `/api/payment-records/list?q=${encodeURIComponent(email)}`);
}
