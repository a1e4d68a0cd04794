import { es } from '@sanarte/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.js';
import type { CheckoutSessionInfo, PaymentEvent, PaymentProvider } from '../../adapters/payments/types.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import {
  type PaymentPlanSnapshot,
  paymentEvents,
  payments,
  plans,
  themes,
  users,
} from '../../db/schema/index.js';
import { hmac, safeEqual } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { containsPattern, foldForSearch } from '../../lib/search.js';
import type { AccessService } from '../library/access.service.js';
import type { SubscriptionsRepository } from '../subscriptions/subscriptions.repository.js';
import { matchingUsers } from '../users/users.admin.repository.js';
import type { UserRow } from '../users/users.repository.js';

/**
 * The plan of an order as it was bought. Rows written without a snapshot (bulk benchmark data)
 * fall back to the plan as it is now.
 */
function planAsBought(r: Record<string, unknown>) {
  const snap = r.plan_snapshot as PaymentPlanSnapshot | null;
  if (snap) return { name: snap.name, slug: snap.slug, price: Number(snap.price), currency: snap.currency };
  if (!r.plan_name) return null;
  return {
    name: r.plan_name as string,
    slug: r.plan_slug as string,
    price: Number(r.plan_price),
    currency: r.plan_currency as string,
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type FinalStatus = 'completed' | 'expired' | 'failed' | 'canceled';

/**
 * Hosted checkout and its outcome, exactly once: a payment record starts `intent_created`; the
 * verify call and the provider's webhooks, in any order and any number of times, move it once to a
 * final status with a conditional update inside a transaction, and a completed payment creates
 * exactly one subscription (unique per payment).
 */
export function paymentsService(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  provider: PaymentProvider;
  access: AccessService;
  subscriptions: SubscriptionsRepository;
}) {
  const { db, clock, config, provider } = deps;
  const cancelSig = (paymentId: string) => hmac(config.appSecret, `checkout-cancel:${paymentId}`);

  async function findPlan(id: string) {
    const rows = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** Moves a payment out of intent_created once; completion creates the subscription. */
  async function settle(tx: Tx, paymentId: string, status: FinalStatus): Promise<boolean> {
    const now = clock.now();
    const [pay] = await tx
      .update(payments)
      .set({ status, updatedAt: now, ...(status === 'completed' ? { completedAt: now } : {}) })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'intent_created')))
      .returning();
    if (!pay) return false;
    if (status !== 'completed' || !pay.planId) return true;

    const [plan] = await tx.select().from(plans).where(eq(plans.id, pay.planId)).limit(1);
    if (!plan) return true;
    // Buying a plan replaces what the user had (mini → full); history keeps the old one.
    await deps.subscriptions.endActive(tx, pay.userId, now);
    await deps.subscriptions.insert(tx, {
      userId: pay.userId,
      planId: plan.id,
      paymentId: pay.id,
      status: 'active',
      startsAt: now,
      endsAt: new Date(now.getTime() + plan.durationDays * 86_400_000),
      themeIds: pay.themeIds,
      planSnapshot: {
        name: plan.name,
        slug: plan.slug,
        description: plan.description,
        price: Number(plan.price),
        currency: plan.currency,
        durationDays: plan.durationDays,
        features: plan.features,
        categoryAccess: plan.categoryAccess,
        fullCategoryAccess: plan.fullCategoryAccess,
      },
    });
    await tx
      .update(users)
      .set({ role: 'subscriber', updatedAt: now })
      .where(and(eq(users.id, pay.userId), eq(users.role, 'visitor')));
    return true;
  }

  async function paymentOfSession(sessionId: string) {
    const rows = await db.select().from(payments).where(eq(payments.providerSessionId, sessionId)).limit(1);
    return rows[0] ?? null;
  }

  /** Applies what the provider says about a session. */
  async function applySession(tx: Tx, session: CheckoutSessionInfo, type?: string) {
    const [pay] = await tx.select().from(payments).where(eq(payments.providerSessionId, session.id)).limit(1);
    if (!pay) return;
    const paid = session.status === 'complete' && session.paymentStatus === 'paid';
    const expected = Math.round(Number(pay.amount) * 100);
    if (type === 'checkout.session.async_payment_failed') await settle(tx, pay.id, 'failed');
    else if (paid && (session.amountTotal === null || session.amountTotal === expected))
      await settle(tx, pay.id, 'completed');
    else if (paid) await settle(tx, pay.id, 'failed');
    else if (session.status === 'expired' || type === 'checkout.session.expired')
      await settle(tx, pay.id, 'expired');
  }

  /** Exactly two distinct themes that exist and are active (what the mini picker offers). */
  async function twoActiveThemes(requested: string[]): Promise<string[]> {
    const ids = [...new Set(requested)];
    if (ids.length !== 2) throw new AppError(400, es.test.exactlyTwoThemes);
    const found = await db
      .select({ id: themes.id })
      .from(themes)
      .where(and(inArray(themes.id, ids), eq(themes.isDeleted, false), eq(themes.isActive, true)));
    if (found.length !== 2) throw new AppError(400, es.test.exactlyTwoThemes);
    return ids;
  }

  return {
    cancelSig,

    async createCheckout(user: UserRow, input: { planId: string; themeIds?: string[] | undefined }) {
      if (user.tempUser) throw new AppError(403, es.errors.forbidden);
      // Buying follows the verification flow: an address nobody confirmed cannot subscribe.
      if (!user.isVerified) {
        throw new AppError(403, es.checkout.verifyEmailFirst, { data: { reason: 'unverified' } });
      }
      const plan = await findPlan(input.planId);
      if (!plan || !plan.isActive) throw new AppError(404, es.checkout.planNotFound);
      if (Number(plan.price) <= 0) throw new AppError(400, es.checkout.sessionFailed);

      const scope = await deps.access.scope(user.id);
      if (scope) {
        const onMini = !scope.all && scope.themeIds.size > 0;
        if (!(onMini && plan.slug === 'full')) throw new AppError(409, es.home.activePlan);
      }

      let themeIds: string[] = [];
      if (plan.slug === 'mini') {
        // The mini plan is chosen from the test's results: the test comes first.
        if (!user.tookTest) throw new AppError(403, es.checkout.miniNeedsTest);
        themeIds = await twoActiveThemes(input.themeIds ?? []);
      }

      const [pay] = await db
        .insert(payments)
        .values({
          userId: user.id,
          planId: plan.id,
          status: 'intent_created',
          amount: Number(plan.price),
          currency: plan.currency,
          provider: 'stripe',
          themeIds,
          planSnapshot: {
            name: plan.name,
            slug: plan.slug,
            price: Number(plan.price),
            currency: plan.currency,
            durationDays: plan.durationDays,
          },
        })
        .returning({ id: payments.id });
      if (!pay) throw new AppError(500, es.checkout.sessionFailed);
      try {
        const session = await provider.createCheckout({
          paymentId: pay.id,
          userId: user.id,
          planId: plan.id,
          customerEmail: user.email,
          amount: Math.round(Number(plan.price) * 100),
          currency: plan.currency,
          productName: `Sanarte · ${plan.name}`,
          successUrl: `${config.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${config.publicUrl}/api/payments/checkout-canceled?payment=${pay.id}&sig=${cancelSig(pay.id)}`,
          idempotencyKey: `checkout-${pay.id}`,
        });
        await db.update(payments).set({ providerSessionId: session.id }).where(eq(payments.id, pay.id));
        return session;
      } catch (err) {
        await db
          .update(payments)
          .set({ status: 'failed', updatedAt: clock.now() })
          .where(eq(payments.id, pay.id));
        throw err instanceof AppError ? err : new AppError(502, es.checkout.sessionFailed);
      }
    },

    /** The buyer's browser came back: ask the provider, never the client, whether it was paid. */
    async verify(user: UserRow, sessionId: string, themeIds: string[]) {
      const pay = await paymentOfSession(sessionId);
      if (!pay || pay.userId !== user.id) throw new AppError(404, es.checkout.verifyFailed);
      if (pay.status === 'intent_created') {
        const session = await provider.retrieve(sessionId);
        if (!session || session.metadata.userId !== user.id)
          throw new AppError(404, es.checkout.verifyFailed);
        await db.transaction(async (tx) => {
          if (themeIds.length > 0 && pay.themeIds.length === 0) {
            await tx
              .update(payments)
              .set({ themeIds: await twoActiveThemes(themeIds) })
              .where(eq(payments.id, pay.id));
          }
          await applySession(tx, session);
        });
      }
      const [after] = await db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, pay.id));
      if (after?.status !== 'completed') {
        throw new AppError(402, es.checkout.verifyFailed, { data: { status: after?.status ?? 'unknown' } });
      }
      return { status: after.status };
    },

    /** A provider event, once per event id. Events we do not handle are acknowledged. */
    async handleEvent(event: PaymentEvent) {
      const handled = [
        'checkout.session.completed',
        'checkout.session.async_payment_succeeded',
        'checkout.session.async_payment_failed',
        'checkout.session.expired',
      ];
      if (!handled.includes(event.type) || !event.session) return { processed: false };
      const session = event.session;
      return db.transaction(async (tx) => {
        const pay = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(eq(payments.providerSessionId, session.id))
          .limit(1);
        const inserted = await tx
          .insert(paymentEvents)
          .values({ id: event.id, provider: 'stripe', type: event.type, paymentId: pay[0]?.id ?? null })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (inserted.length === 0) return { processed: false };
        await applySession(tx, session, event.type);
        return { processed: true };
      });
    },

    parseWebhook: (raw: Buffer, signature: string | undefined) => provider.parseWebhook(raw, signature),

    /** The buyer left the hosted page: the record ends `canceled` and the session can't be paid. */
    async cancel(paymentId: string, sig: string) {
      if (!safeEqual(sig, cancelSig(paymentId))) return false;
      const [pay] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
      if (!pay || pay.status !== 'intent_created') return false;
      if (pay.providerSessionId) {
        const session = await provider.retrieve(pay.providerSessionId);
        if (session?.status === 'complete') return false; // paid after all: the webhook completes it
        await provider.expire(pay.providerSessionId);
      }
      return db.transaction((tx) => settle(tx, pay.id, 'canceled'));
    },

    /** Payment records for the back-office, filtered and paged in SQL. */
    async list(q: { page: number; pageSize: number; q?: string | undefined; status?: string | undefined }) {
      const where = [sql`true`];
      if (q.status) where.push(sql`p.status = ${q.status}`);
      if (q.q) {
        // Matching users and plans are found through their indexes first, then their payments.
        where.push(sql`(p.user_id in (${matchingUsers(q.q)})
                        or p.plan_id in (select pl.id from plans pl
                                         where sanarte_fold(pl.name) like ${containsPattern(foldForSearch(q.q))}))`);
      }
      const cond = sql.join(where, sql` and `);
      const [countRes, allRes, pageRes] = await Promise.all([
        db.execute(sql`select count(*)::int as n from payments p where ${cond}`),
        q.q || q.status ? db.execute(sql`select count(*)::int as n from payments`) : Promise.resolve(null),
        db.execute(sql`
          select p.id, p.status, p.amount, p.currency, p.provider, p.created_at, p.updated_at,
                 u.name, u.last_name, u.email, p.plan_snapshot,
                 pl.name as plan_name, pl.slug as plan_slug, pl.price as plan_price, pl.currency as plan_currency
            from (select p.id from payments p where ${cond}
                   order by p.created_at desc, p.id desc
                   limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}) page
            join payments p on p.id = page.id
            join users u on u.id = p.user_id left join plans pl on pl.id = p.plan_id
           order by p.created_at desc, p.id desc`),
      ]);
      const count = (countRes as unknown as { rows: { n: number }[] }).rows[0];
      const all = allRes ? (allRes as unknown as { rows: { n: number }[] }).rows[0] : count;
      const rows = (
        pageRes as unknown as {
          rows: Record<string, unknown>[];
        }
      ).rows;
      return {
        total: count?.n ?? 0,
        grandTotal: all?.n ?? 0,
        data: rows.map((r) => ({
          _id: r.id as string,
          status: r.status as string,
          amount: Number(r.amount),
          currency: r.currency as string,
          provider: r.provider as string,
          user: { name: r.name as string, lastName: r.last_name as string, email: r.email as string },
          plan: planAsBought(r),
          createdAt: new Date(r.created_at as string).toISOString(),
          updatedAt: new Date(r.updated_at as string).toISOString(),
        })),
      };
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
