import { type SQL, and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/first-row.js';
import { sessions } from '../../db/schema/index.js';

export function sessionsRepository(db: Db) {
  // Asked on every signed-in request: built once, prepared on each connection.
  const alive = db
    .select({ one: sql<number>`1` })
    .from(sessions)
    .where(
      and(
        eq(sessions.familyId, sql.placeholder('familyId')),
        isNull(sessions.revokedAt),
        sql`${sessions.familyExpiresAt} > ${sql.placeholder('now')}`,
      ),
    )
    .limit(1)
    .prepare('sessions_family_alive');
  /** Revokes, at `now`, the unrevoked sessions that `which` picks. */
  const revoke = (now: Date, which: SQL | undefined) =>
    db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(which, isNull(sessions.revokedAt)));

  return {
    async insert(row: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(row);
    },

    /**
     * Marks a refresh token used, only if it is unused, unrevoked and unexpired. Exactly one of
     * any number of concurrent callers gets the row back.
     */
    async consume(tokenHash: string, now: Date) {
      const rows = await db
        .update(sessions)
        .set({ usedAt: now })
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.usedAt),
            isNull(sessions.revokedAt),
            sql`${sessions.expiresAt} > ${now}`,
            sql`${sessions.familyExpiresAt} > ${now}`,
          ),
        )
        .returning({
          userId: sessions.userId,
          familyId: sessions.familyId,
          familyExpiresAt: sessions.familyExpiresAt,
        });
      return rows[0] ?? null;
    },

    async findByHash(tokenHash: string) {
      return firstRow(
        db
          .select({
            familyId: sessions.familyId,
            userId: sessions.userId,
            usedAt: sessions.usedAt,
            revokedAt: sessions.revokedAt,
            familyExpiresAt: sessions.familyExpiresAt,
          })
          .from(sessions)
          .where(eq(sessions.tokenHash, tokenHash)),
      );
    },

    async revokeFamily(familyId: string, now: Date) {
      await revoke(now, eq(sessions.familyId, familyId));
    },

    /** Deletes every session of a deleted account (their user agents are personal data too). */
    async deleteUser(tx: Db, userId: string) {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** The account's sessions, for its data export. */
    ofUser(userId: string) {
      return db
        .select({
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(sessions.createdAt);
    },

    async revokeUser(userId: string, now: Date, exceptFamily?: string) {
      await revoke(
        now,
        and(eq(sessions.userId, userId), exceptFamily ? ne(sessions.familyId, exceptFamily) : undefined),
      );
    },

    /** Whether a family still has a live (unrevoked, unexpired) token: access tokens die with it. */
    async familyAlive(familyId: string, now: Date) {
      const rows = await alive.execute({ familyId, now });
      return rows.length > 0;
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
