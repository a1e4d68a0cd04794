import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';

/** The browsers each listener allowed to show notifications (push_subscriptions). */
export function pushRepository(db: Db) {
  const s = pushSubscriptions;
  return {
    /**
     * Keeps a browser's subscription for this account. A browser has one subscription: the same
     * address saved by another account (someone else signed in on it) now belongs to this one.
     */
    async save(userId: string, target: { endpoint: string; p256dh: string; auth: string }) {
      await db
        .insert(s)
        .values({ userId, ...target })
        .onConflictDoUpdate({
          target: s.endpoint,
          set: { userId, p256dh: target.p256dh, auth: target.auth },
        });
    },
    async countOf(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(s).where(eq(s.userId, userId));
      return row?.n ?? 0;
    },
    async hasEndpoint(userId: string, endpoint: string): Promise<boolean> {
      const [row] = await db
        .select({ id: s.id })
        .from(s)
        .where(and(eq(s.userId, userId), eq(s.endpoint, endpoint)));
      return Boolean(row);
    },
    of: (userId: string) =>
      db
        .select({ endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth, createdAt: s.createdAt })
        .from(s)
        .where(eq(s.userId, userId))
        .orderBy(s.createdAt),
    /** This account's subscription at `endpoint` (another account's is left alone). */
    async remove(userId: string, endpoint: string) {
      await db.delete(s).where(and(eq(s.userId, userId), eq(s.endpoint, endpoint)));
    },
    /** A subscription the push service no longer knows. */
    async forget(endpoint: string) {
      await db.delete(s).where(eq(s.endpoint, endpoint));
    },
  };
}
export type PushRepository = ReturnType<typeof pushRepository>;
