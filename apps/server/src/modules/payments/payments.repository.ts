import { type SQL, and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/first-row.js';
import {
  type PaymentPlanSnapshot,
  paymentCustomers,
  paymentDisputes,
  paymentEvents,
  payments,
} from '../../db/schema/index.js';
import { COUNT_CAP, boundedCount } from '../../lib/search.js';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

export type PaymentRow = typeof payments.$inferSelect;
export type FinalStatus = 'completed' | 'expired' | 'failed' | 'canceled';

export interface PaymentsFilter {
  status?: string | undefined;
  /** The search: payments of the users the subquery selects, or of these plans. */
  match?: { users: SQL; planIds: string[] } | undefined;
}

/** A payment record as the back-office page reads it (names come from the users and plans domains). */
export interface PaymentListRow {
  id: string;
  status: string;
  amount: string | number;
  currency: string;
  provider: string;
  created_at: string | Date;
  updated_at: string | Date;
  user_id: string;
  plan_id: string | null;
  plan_snapshot: PaymentPlanSnapshot | null;
  refunded_amount: string | number;
  refund_note: string | null;
  promotion_code_id: string | null;
  discount_amount: string | number | null;
  provider_session_id: string | null;
  provider_invoice_id: string | null;
}

/** Payment records and the provider events already applied to them. */
function queries(db: Db, countCap: number) {
  return {
    async insert(values: typeof payments.$inferInsert) {
      const [row] = await db.insert(payments).values(values).returning({ id: payments.id });
      return row ?? null;
    },

    /**
     * A checkout's record, unless the user has one open already (at most one per user, a unique
     * index): null then, whoever opened it, in this process or another.
     */
    async insertOpen(values: typeof payments.$inferInsert & { status: 'intent_created' }) {
      const [row] = await db
        .insert(payments)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: payments.id });
      return row ?? null;
    },

    /**
     * A promotion code's uses as a new checkout counts them: paid ones (refunded or not) and other
     * buyers' checkouts opened since `openSince` that may still be paid; and whether `userId` paid
     * with it already. Read under `lockPromotion` so two checkouts never both take the last use.
     */
    async promotionUses(codeId: string, userId: string | null, openSince: Date) {
      const [row] = await db
        .select({
          taken: sql<number>`count(*) filter (where ${payments.status} in ('completed', 'refunded')
            or (${payments.status} = 'intent_created' and ${payments.userId} is distinct from ${userId}::uuid
                and ${payments.createdAt} >= ${openSince}))::int`,
          mine: sql<number>`count(*) filter (where ${payments.status} in ('completed', 'refunded')
            and ${payments.userId} = ${userId}::uuid)::int`,
        })
        .from(payments)
        .where(eq(payments.promotionCodeId, codeId));
      return { taken: row?.taken ?? 0, mine: row?.mine ?? 0 };
    },

    /** Serializes, until the transaction ends, the checkouts that use one promotion code. */
    async lockPromotion(codeId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`promotion:${codeId}`}, 0))`);
    },

    /** The user's open checkout (status intent_created), if any. */
    async openOf(userId: string) {
      return firstRow(
        db
          .select()
          .from(payments)
          .where(and(eq(payments.userId, userId), eq(payments.status, 'intent_created'))),
      );
    },

    /**
     * Serializes, until the transaction ends, whatever decides a user's purchases (a payment
     * completing): the second of two sees what the first decided.
     */
    async lockBuyer(userId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`purchase:${userId}`}, 0))`);
    },

    /** The user's customer at a provider, kept when it was created. */
    async customerOf(userId: string, provider: string) {
      const row = await firstRow(
        db
          .select({ customerId: paymentCustomers.customerId })
          .from(paymentCustomers)
          .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider))),
      );
      return row?.customerId ?? null;
    },

    /** Keeps a user's new customer; the one kept first wins (it is the one answered). */
    async keepCustomer(userId: string, provider: string, customerId: string) {
      await db.insert(paymentCustomers).values({ userId, provider, customerId }).onConflictDoNothing();
      const rows = await db
        .select({ customerId: paymentCustomers.customerId })
        .from(paymentCustomers)
        .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
      return rows[0]?.customerId ?? customerId;
    },

    async update(id: string, values: Partial<typeof payments.$inferInsert>) {
      await db.update(payments).set(values).where(eq(payments.id, id));
    },

    /** A user's payments, oldest first (data export). */
    ofUser(userId: string) {
      return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.createdAt);
    },

    async findById(id: string) {
      return firstRow(db.select().from(payments).where(eq(payments.id, id)));
    },

    async findBySession(sessionId: string) {
      return firstRow(db.select().from(payments).where(eq(payments.providerSessionId, sessionId)));
    },

    async statusOf(id: string) {
      const rows = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, id));
      return rows[0]?.status;
    },

    /**
     * Moves a payment out of intent_created, once: the row when this call did it, else null. The
     * provider's word that a session was paid also completes a record already ended here as
     * expired or canceled (the buyer paid in another tab as it was being ended): paid is paid.
     */
    async settle(id: string, status: FinalStatus, now: Date) {
      const from = status === 'completed' ? ['intent_created', 'expired', 'canceled'] : ['intent_created'];
      const [row] = await db
        .update(payments)
        .set({ status, updatedAt: now, ...(status === 'completed' ? { completedAt: now } : {}) })
        .where(and(eq(payments.id, id), inArray(payments.status, from)))
        .returning();
      return row ?? null;
    },

    async findByInvoice(invoiceId: string) {
      return firstRow(db.select().from(payments).where(eq(payments.providerInvoiceId, invoiceId)));
    },

    /** A renewal's (or failed renewal's) record: one per provider invoice, the row when this call made it. */
    async insertForInvoice(values: typeof payments.$inferInsert) {
      const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** Ties the first invoice to the checkout's record, once: the row when this call did it. */
    async attachInvoice(
      id: string,
      values: Pick<
        typeof payments.$inferInsert,
        'providerInvoiceId' | 'invoiceUrl' | 'providerSubscriptionId' | 'periodStart' | 'periodEnd'
      >,
    ) {
      const [row] = await db
        .update(payments)
        .set(values)
        .where(and(eq(payments.id, id), isNull(payments.providerInvoiceId)))
        .returning();
      return row ?? null;
    },

    /**
     * A failed renewal paid on a later attempt: failed → completed, once. Only from failed: an
     * invoice.paid that comes again for a payment given back since never makes it completed again.
     */
    async markInvoicePaid(invoiceId: string, now: Date) {
      const [row] = await db
        .update(payments)
        .set({ status: 'completed', completedAt: now, updatedAt: now })
        .where(and(eq(payments.providerInvoiceId, invoiceId), eq(payments.status, 'failed')))
        .returning();
      return row ?? null;
    },

    /**
     * A completed payment given back: completed → refunded, once; the row when this call did it.
     * With `providerRefundId` and `refundedAt` the provider has made the refund already (e.g. its
     * own event about it); without them it is still to be made, and `pendingRefunds` lists it
     * until `confirmRefund` records it. `providerSubscriptionId`: what the payment started at the
     * provider (ended there with the refund).
     */
    async markRefunded(
      id: string,
      now: Date,
      values: Pick<
        Partial<typeof payments.$inferInsert>,
        'providerRefundId' | 'refundedAt' | 'providerSubscriptionId' | 'refundReason' | 'refundNote'
      > = {},
    ) {
      const [row] = await db
        .update(payments)
        .set({ ...values, status: 'refunded', refundedAmount: sql`${payments.amount}`, updatedAt: now })
        .where(and(eq(payments.id, id), eq(payments.status, 'completed')))
        .returning();
      return row ?? null;
    },

    /**
     * A refund in part made by staff: `amount` more given back of a completed payment, when what
     * was given back so far is still `before` (two staff refunding at once cannot both count) and
     * something is left of it. The row when this call did it.
     */
    async addPartialRefund(id: string, amount: number, before: number, note: string, now: Date) {
      const [row] = await db
        .update(payments)
        .set({
          refundedAmount: sql`${payments.refundedAmount} + ${amount}`,
          refundNote: note,
          updatedAt: now,
        })
        .where(
          and(
            eq(payments.id, id),
            eq(payments.status, 'completed'),
            eq(payments.refundedAmount, before),
            sql`${payments.refundedAmount} + ${amount} < ${payments.amount}`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * The provider reports `total` given back so far of a completed payment (a refund in part, made
     * there or by staff): kept when it is more than what we knew. The row when it changed.
     */
    async raiseRefunded(id: string, total: number, now: Date) {
      const [row] = await db
        .update(payments)
        .set({ refundedAmount: total, updatedAt: now })
        .where(
          and(
            eq(payments.id, id),
            eq(payments.status, 'completed'),
            sql`${payments.refundedAmount} < ${total}`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** A user's newest completed first purchase (not a renewal or an upgrade), or null. */
    async latestPurchaseOf(userId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(eq(payments.userId, userId), eq(payments.status, 'completed'), eq(payments.kind, 'purchase')),
        )
        .orderBy(sql`${payments.completedAt} desc nulls last`)
        .limit(1);
      return row ?? null;
    },

    /** The provider confirmed a refund decided here: its id and time, once. */
    async confirmRefund(id: string, providerRefundId: string, at: Date) {
      const [row] = await db
        .update(payments)
        .set({ providerRefundId, refundedAt: at, updatedAt: at })
        .where(and(eq(payments.id, id), eq(payments.status, 'refunded'), isNull(payments.refundedAt)))
        .returning();
      return row ?? null;
    },

    /** Refunds decided but not yet confirmed by the provider, oldest first. */
    pendingRefunds(limit = 100) {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'refunded'), isNull(payments.refundedAt)))
        .orderBy(payments.updatedAt)
        .limit(limit);
    },

    /**
     * Records a dispute on a payment, or brings it up to date: a state older than the one kept
     * (events arrive out of order) changes nothing.
     */
    async upsertDispute(values: typeof paymentDisputes.$inferInsert) {
      await db
        .insert(paymentDisputes)
        .values(values)
        .onConflictDoUpdate({
          target: paymentDisputes.id,
          set: {
            status: sql`excluded.status`,
            reason: sql`excluded.reason`,
            amount: sql`excluded.amount`,
            stateAt: sql`excluded.state_at`,
            updatedAt: sql`excluded.updated_at`,
          },
          setWhere: sql`${paymentDisputes.stateAt} <= excluded.state_at`,
        });
    },

    /** The latest dispute of each of these payments (the back-office's page of orders). */
    async disputesOf(paymentIds: string[]) {
      const found = new Map<string, typeof paymentDisputes.$inferSelect>();
      if (paymentIds.length === 0) return found;
      const rows = await db
        .select()
        .from(paymentDisputes)
        .where(inArray(paymentDisputes.paymentId, paymentIds))
        .orderBy(paymentDisputes.openedAt);
      for (const row of rows) found.set(row.paymentId, row);
      return found;
    },

    /**
     * The newest payment a provider subscription was paid by (completed, or refunded since): the
     * one its current period rests on.
     */
    async latestPaidOf(providerSubscriptionId: string) {
      return firstRow(
        db
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(
              eq(payments.providerSubscriptionId, providerSubscriptionId),
              inArray(payments.status, ['completed', 'refunded']),
            ),
          )
          .orderBy(sql`${payments.periodEnd} desc nulls last`, sql`${payments.createdAt} desc`),
      );
    },

    /** Records a provider event; false when it was already recorded (applied once). */
    async recordEvent(event: { id: string; type: string; paymentId: string | null }) {
      const inserted = await db
        .insert(paymentEvents)
        .values({ id: event.id, provider: 'stripe', type: event.type, paymentId: event.paymentId })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return inserted.length > 0;
    },

    /**
     * One page of payment records, newest first, with the filtered and the overall count. Counts
     * without a search are exact (the tally); a search is counted up to `countCap` rows.
     */
    async page(f: PaymentsFilter, page: number, pageSize: number) {
      const where: SQL[] = [sql`true`];
      if (f.status) where.push(sql`p.status = ${f.status}`);
      if (f.match) {
        // The users domain's search, as a semi-join: PostgreSQL walks the newest payments and checks
        // each one's user when the search is common, or starts from the few users when it is rare.
        // Plans join with an OR only when the text names one (an OR rules the semi-join out).
        const ofUsers = sql`p.user_id in (${f.match.users})`;
        where.push(
          f.match.planIds.length > 0
            ? sql`(${ofUsers} or p.plan_id = any(${sql.param(f.match.planIds)}::uuid[]))`
            : ofUsers,
        );
      }
      const cond = sql.join(where, sql` and `);
      const tally = (status?: string) =>
        db
          .execute(
            sql`select coalesce(sum(n), 0)::int as n from payment_tally ${status ? sql`where status = ${status}` : sql``}`,
          )
          .then((r) => rowsOf<{ n: number }>(r)[0]?.n ?? 0);
      const [counted, grandTotal, pageRes] = await Promise.all([
        f.match
          ? db
              .execute(boundedCount(sql`payments p where ${cond}`, countCap))
              .then((r) => rowsOf<{ n: number }>(r)[0]?.n ?? 0)
          : tally(f.status),
        f.match || f.status ? tally() : Promise.resolve(null),
        db.execute(sql`
          select p.id, p.status, p.amount, p.currency, p.provider, p.created_at, p.updated_at,
                 p.user_id, p.plan_id, p.plan_snapshot, p.refunded_amount, p.refund_note,
                 p.promotion_code_id, p.discount_amount, p.provider_session_id, p.provider_invoice_id
            from payments p where ${cond}
           order by p.created_at desc, p.id desc
           limit ${pageSize} offset ${(page - 1) * pageSize}`),
      ]);
      const totalCapped = Boolean(f.match) && counted > countCap;
      const total = totalCapped ? countCap : counted;
      return {
        total,
        grandTotal: grandTotal ?? total,
        totalCapped,
        rows: rowsOf<PaymentListRow>(pageRes),
      };
    },
  };
}
/** The repository's queries, as a transaction sees them. */
export type PaymentsQueries = ReturnType<typeof queries>;

export function paymentsRepository(db: Db, { countCap = COUNT_CAP }: { countCap?: number } = {}) {
  return {
    ...queries(db, countCap),
    /** Runs `fn` in one transaction: this repository bound to it, and the handle for other domains. */
    transaction<T>(fn: (repo: PaymentsQueries, tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(queries(tx, countCap), tx));
    },
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
