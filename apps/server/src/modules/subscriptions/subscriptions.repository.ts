import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow, hasRow } from '../../db/first-row.js';
import { subscriptions } from '../../db/schema/index.js';

export type NewSubscription = typeof subscriptions.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Statuses that open the library while `ends_at` is ahead: paid up, or a failed renewal in its grace. */
export const ACCESS_STATUSES = ['active', 'pending'] as const;

type Placeholder = ReturnType<typeof sql.placeholder>;

/** The subscriptions of `user` (one id, a prepared statement's placeholder, or a list) giving access at `now`. */
const givingAccess = (user: string | Placeholder | string[], now: Date | Placeholder) =>
  and(
    Array.isArray(user) ? inArray(subscriptions.userId, user) : eq(subscriptions.userId, user),
    inArray(subscriptions.status, [...ACCESS_STATUSES]),
    gt(subscriptions.endsAt, now),
  );

/** What access checks read of a subscription giving access. */
const accessColumns = {
  id: subscriptions.id,
  themeIds: subscriptions.themeIds,
  planSnapshot: subscriptions.planSnapshot,
  endsAt: subscriptions.endsAt,
  /** A complimentary access never stops a purchase, which replaces it. */
  source: subscriptions.source,
};

/** The renewal reminder for the period ending at `periodEnd` was not sent yet. */
const notRemindedFor = (periodEnd: Date | typeof subscriptions.currentPeriodEnd) =>
  or(isNull(subscriptions.reminderSentFor), sql`${subscriptions.reminderSentFor} <> ${periodEnd}`);

/** The subscriptions table. Writes take the caller's handle so a payment can settle in one transaction. */
export function subscriptionsRepository(db: Db) {
  // The two reads of every signed-in user answer and library call: built once, prepared on each
  // connection.
  const ofUser = db
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      startsAt: subscriptions.startsAt,
      endsAt: subscriptions.endsAt,
      themeIds: subscriptions.themeIds,
      planSnapshot: subscriptions.planSnapshot,
      planId: subscriptions.planId,
      createdAt: subscriptions.createdAt,
      providerSubscriptionId: subscriptions.providerSubscriptionId,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      canceledAt: subscriptions.canceledAt,
      paymentActionUrl: subscriptions.paymentActionUrl,
      refundedAt: subscriptions.refundedAt,
      source: subscriptions.source,
      compUntilRevoked: subscriptions.compUntilRevoked,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .orderBy(desc(subscriptions.createdAt))
    .prepare('subscriptions_of_user');
  const activeOf = db
    .select(accessColumns)
    .from(subscriptions)
    .where(givingAccess(sql.placeholder('userId'), sql.placeholder('now')))
    .prepare('subscriptions_active_of');
  return {
    /** A user's subscriptions, newest first (the user answer). */
    ofUser(userId: string) {
      return ofUser.execute({ userId });
    },

    /** The subscription that gives a user access now, whole (self-service, upgrade credit). */
    async currentOf(userId: string, now: Date) {
      return firstRow(
        db
          .select()
          .from(subscriptions)
          .where(givingAccess(userId, now))
          .orderBy(desc(subscriptions.createdAt)),
      );
    },

    /** The provider customer of a user's latest renewing subscription (one customer per user). */
    async customerOf(userId: string) {
      const row = await firstRow(
        db
          .select({ customerId: subscriptions.providerCustomerId })
          .from(subscriptions)
          .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.providerCustomerId)))
          .orderBy(desc(subscriptions.createdAt)),
      );
      return row?.customerId ?? null;
    },

    /** A renewing subscription by its provider id, locked for the caller's transaction. */
    async byProviderId(tx: Db, providerSubscriptionId: string) {
      return firstRow(
        tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
          .for('update'),
      );
    },

    exists(providerSubscriptionId: string) {
      return hasRow(
        db
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)),
      );
    },

    /** Marks a renewal's invoice as awaiting the customer's confirmation; false when it already was. */
    async setPaymentAction(tx: Db, id: string, invoiceId: string, url: string) {
      const rows = await tx
        .update(subscriptions)
        .set({ paymentActionInvoice: invoiceId, paymentActionUrl: url })
        .where(
          and(
            eq(subscriptions.id, id),
            or(isNull(subscriptions.paymentActionInvoice), ne(subscriptions.paymentActionInvoice, invoiceId)),
          ),
        )
        .returning({ id: subscriptions.id });
      return rows.length > 0;
    },

    /** The invoice awaiting confirmation was paid: nothing awaits any more. */
    async clearPaymentAction(tx: Db, providerSubscriptionId: string, invoiceId: string) {
      await tx
        .update(subscriptions)
        .set({ paymentActionInvoice: null, paymentActionUrl: null })
        .where(
          and(
            eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
            eq(subscriptions.paymentActionInvoice, invoiceId),
          ),
        );
    },

    async update(tx: Db, id: string, values: Partial<NewSubscription>) {
      const [row] = await tx.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
      return row ?? null;
    },

    /** The provider ids of a user's subscriptions that have not ended (they may still charge). */
    async liveAtProvider(userId: string) {
      const rows = await db
        .select({ id: subscriptions.providerSubscriptionId })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            inArray(subscriptions.status, [...ACCESS_STATUSES]),
            isNotNull(subscriptions.providerSubscriptionId),
          ),
        );
      return rows.map((r) => r.id).filter((id): id is string => id !== null);
    },

    /**
     * Ends every subscription that gives a user access now (an upgrade replaces them, a deleted
     * account ends them): cancelled, and its access (`ends_at`) ends now, so history shows the day
     * it really ended. History keeps them.
     */
    async endActive(tx: Db, userId: string, now: Date) {
      return tx
        .update(subscriptions)
        .set({
          status: 'cancelled',
          endedAt: now,
          endsAt: sql`least(${subscriptions.endsAt}, ${now.toISOString()}::timestamptz)`,
          updatedAt: now,
        })
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...ACCESS_STATUSES])))
        .returning({ id: subscriptions.id, providerSubscriptionId: subscriptions.providerSubscriptionId });
    },

    /**
     * Complimentary access (decision 055), unless the user has access already: decided under the
     * same per-user lock as a purchase's completion, so a grant and a payment never both win.
     * The new row's id, or null when the user has access.
     */
    async grantComp(
      row: NewSubscription & { userId: string; source: 'comp' },
      now: Date,
      within: (tx: Db) => Promise<unknown>,
    ) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`purchase:${row.userId}`}, 0))`);
        if (
          await hasRow(
            tx.select({ id: subscriptions.id }).from(subscriptions).where(givingAccess(row.userId, now)),
          )
        )
          return null;
        const [made] = await tx.insert(subscriptions).values(row).returning({ id: subscriptions.id });
        await within(tx);
        return made?.id ?? null;
      });
    },

    /** Ends the user's complimentary access now; the rows ended. */
    async revokeComp(userId: string, now: Date) {
      return db
        .update(subscriptions)
        .set({ status: 'cancelled', endedAt: now, endsAt: now, updatedAt: now })
        .where(and(givingAccess(userId, now), eq(subscriptions.source, 'comp')))
        .returning({ id: subscriptions.id });
    },

    /** At most one subscription per payment and per provider subscription. */
    async insert(tx: Db, row: NewSubscription) {
      const rows = await tx
        .insert(subscriptions)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: subscriptions.id });
      return rows[0] ?? null;
    },

    /**
     * Marks lapsed one-off subscriptions expired (access checks also compare dates). Renewing ones
     * end when their provider says so (a cancellation, or retries that ran out).
     */
    async expireDue(now: Date) {
      const rows = await db
        .update(subscriptions)
        .set({ status: 'expired', endedAt: sql`${subscriptions.endsAt}`, updatedAt: now })
        .where(
          and(
            inArray(subscriptions.status, [...ACCESS_STATUSES]),
            isNull(subscriptions.providerSubscriptionId),
            lte(subscriptions.endsAt, now),
          ),
        )
        .returning({ id: subscriptions.id });
      return rows.length;
    },

    /**
     * Renewing subscriptions whose next renewal falls within `until` and whose reminder for that
     * period was not sent yet (only plans of at least `minDays`, i.e. yearly).
     */
    dueReminders(now: Date, until: Date, minDays: number) {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.status, 'active'),
            eq(subscriptions.cancelAtPeriodEnd, false),
            isNotNull(subscriptions.providerSubscriptionId),
            gt(subscriptions.currentPeriodEnd, now),
            lte(subscriptions.currentPeriodEnd, until),
            sql`(${subscriptions.planSnapshot}->>'durationDays')::int >= ${minDays}`,
            notRemindedFor(subscriptions.currentPeriodEnd),
          ),
        )
        .limit(500);
    },

    /**
     * Claims the reminder of the period the row renews at now, in the caller's transaction: true for
     * the one caller that may send it. The period's end is copied in the database, never through
     * JavaScript's milliseconds: a provider's end with microseconds is claimed like any other.
     */
    async claimReminder(tx: Db, id: string, now: Date, until: Date) {
      const rows = await tx
        .update(subscriptions)
        .set({ reminderSentFor: sql`${subscriptions.currentPeriodEnd}` })
        .where(
          and(
            eq(subscriptions.id, id),
            gt(subscriptions.currentPeriodEnd, now),
            lte(subscriptions.currentPeriodEnd, until),
            notRemindedFor(subscriptions.currentPeriodEnd),
          ),
        )
        .returning({ id: subscriptions.id });
      return rows.length > 0;
    },

    /** The subscriptions giving a user access at `now`, read in the caller's transaction. */
    activeIn(tx: Db, userId: string, now: Date) {
      return tx.select(accessColumns).from(subscriptions).where(givingAccess(userId, now));
    },

    /**
     * Subscriptions whose access ended after the keyset `after` (ends_at, id) and by `until` — by
     * time, a cancellation, a refund, an upgrade or the provider giving up: each sets `ends_at` to
     * when it ended — of users left without any access at `until`; the earliest first, at most
     * `limit`. The (status, ends_at) index finds them.
     */
    async endedWithoutAccess(after: { endsAt: Date; id: string }, until: Date, limit: number) {
      const rows = (
        (await db.execute(sql`
          select s.id, s.user_id, s.ends_at
            from subscriptions s
           where s.status in ('active', 'pending', 'cancelled', 'expired')
             and s.ends_at >= ${after.endsAt} and s.ends_at <= ${until}
             and (s.ends_at, s.id) > (${after.endsAt}::timestamptz, ${after.id}::uuid)
             and not exists (
               select 1 from subscriptions a
                where a.user_id = s.user_id and a.status in ('active', 'pending') and a.ends_at > ${until})
           order by s.ends_at, s.id
           limit ${limit}`)) as unknown as { rows: { id: string; user_id: string; ends_at: string | Date }[] }
      ).rows;
      return rows.map((r) => ({ id: r.id, userId: r.user_id, endsAt: new Date(r.ends_at) }));
    },

    /** Of these users, those a subscription gives access at `now`, read in the caller's transaction. */
    async usersWithAccessIn(tx: Db, userIds: string[], now: Date) {
      if (userIds.length === 0) return [];
      const rows = await tx
        .selectDistinct({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(givingAccess(userIds, now));
      return rows.map((r) => r.userId);
    },

    /** Subscriptions that give access now: paid up or in a failed renewal's grace. */
    activeOf(userId: string, now: Date) {
      return activeOf.execute({ userId, now: now.toISOString() });
    },
    /** The subscriptions giving access at `now` of many users, in one query (each with its user). */
    /**
     * The next `limit` accounts, in id order after `after`, that a subscription gives access to at
     * `now` (an announcement's page of listeners): walks subscriptions_user_idx.
     */
    async holdersAfter(after: string | null, limit: number, now: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(
          and(
            inArray(subscriptions.status, [...ACCESS_STATUSES]),
            gt(subscriptions.endsAt, now),
            after ? gt(subscriptions.userId, after) : undefined,
          ),
        )
        .orderBy(asc(subscriptions.userId))
        .limit(limit);
      return rows.map((r) => r.userId);
    },

    activeOfUsers(userIds: string[], now: Date) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({ userId: subscriptions.userId, ...accessColumns })
        .from(subscriptions)
        .where(givingAccess(userIds, now));
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof subscriptionsRepository>;
