import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subscriptions } from '../../db/schema/index.js';

export type NewSubscription = typeof subscriptions.$inferInsert;

/** The subscriptions table. Writes take the caller's handle so a payment can settle in one transaction. */
export function subscriptionsRepository(db: Db) {
  return {
    /** A user's subscriptions, newest first. */
    ofUser(userId: string) {
      return db
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
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt));
    },
    /** Ends every active subscription of a user (an upgrade replaces them). History keeps them. */
    async endActive(tx: Db, userId: string, now: Date) {
      await tx
        .update(subscriptions)
        .set({ status: 'cancelled', endedAt: now, updatedAt: now })
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
    },

    async insert(tx: Db, row: NewSubscription) {
      const rows = await tx
        .insert(subscriptions)
        .values(row)
        .onConflictDoNothing({ target: subscriptions.paymentId })
        .returning({ id: subscriptions.id });
      return rows[0] ?? null;
    },

    /** Marks lapsed subscriptions expired (access checks also compare dates). */
    async expireDue(now: Date) {
      const rows = await db
        .update(subscriptions)
        .set({ status: 'expired', endedAt: sql`${subscriptions.endsAt}`, updatedAt: now })
        .where(and(eq(subscriptions.status, 'active'), sql`${subscriptions.endsAt} <= ${now}`))
        .returning({ id: subscriptions.id });
      return rows.length;
    },

    /** Active, unexpired subscriptions of a user. */
    activeOf(userId: string, now: Date) {
      return db
        .select({
          id: subscriptions.id,
          themeIds: subscriptions.themeIds,
          planSnapshot: subscriptions.planSnapshot,
          endsAt: subscriptions.endsAt,
        })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.status, 'active'),
            sql`${subscriptions.endsAt} > ${now}`,
          ),
        );
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof subscriptionsRepository>;
