import { type SQL, and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/first-row.js';
import { emailTokens } from '../../db/schema/index.js';

/**
 * verify, reset and set are e-mailed links; signin is the e-mailed link that continues a trial;
 * trial-grant and setup are single-use grants held by one browser in an httpOnly cookie;
 * delete-account is the e-mailed link that confirms deleting an account without a password.
 */
export type EmailTokenPurpose =
  | 'verify'
  | 'reset'
  | 'set'
  | 'signin'
  | 'trial-grant'
  | 'setup'
  | 'delete-account';

export function emailTokensRepository(db: Db) {
  /** Marks used, at `now`, the unused tokens of these purposes that `which` picks. */
  const useUp = (now: Date, purposes: EmailTokenPurpose[], which: SQL | undefined) =>
    db
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          which,
          isNull(emailTokens.usedAt),
          sql`${emailTokens.purpose} = any(${sql.param(purposes)}::text[])`,
        ),
      );

  return {
    async insert(row: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date }) {
      await db.insert(emailTokens).values(row);
    },

    /** Uses a token once: only one caller gets it, and only before it expires. */
    async consume(tokenHash: string, purposes: EmailTokenPurpose[], now: Date) {
      const rows = await useUp(
        now,
        purposes,
        and(eq(emailTokens.tokenHash, tokenHash), sql`${emailTokens.expiresAt} > ${now}`),
      ).returning({ userId: emailTokens.userId, purpose: emailTokens.purpose });
      return rows[0] ?? null;
    },

    async find(tokenHash: string) {
      return firstRow(
        db
          .select({
            userId: emailTokens.userId,
            purpose: emailTokens.purpose,
            usedAt: emailTokens.usedAt,
            expiresAt: emailTokens.expiresAt,
          })
          .from(emailTokens)
          .where(eq(emailTokens.tokenHash, tokenHash)),
      );
    },

    /** A deleted account's tokens, all of them. */
    async deleteUser(tx: Db, userId: string) {
      await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
    },

    /** A new link makes the older unused ones of the same purpose useless. */
    async invalidate(userId: string, purposes: EmailTokenPurpose[], now: Date) {
      await useUp(now, purposes, eq(emailTokens.userId, userId));
    },
  };
}
export type EmailTokensRepository = ReturnType<typeof emailTokensRepository>;
