import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** Public columns of a user. The password hash is selected only by findCredentials. */
export const userColumns = {
  id: users.id,
  name: users.name,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  role: users.role,
  isActive: users.isActive,
  isVerified: users.isVerified,
  tempUser: users.tempUser,
  tookTest: users.tookTest,
  avatarUrl: users.avatarUrl,
  planSlug: users.planSlug,
  googleSubject: users.googleSubject,
  temporaryAudioId: users.temporaryAudioId,
  temporaryAudioSelectedAt: users.temporaryAudioSelectedAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export type UserRow = Awaited<ReturnType<UsersRepository['findById']>> & {};

export function usersRepository(db: Db) {
  return {
    async findById(id: string) {
      const rows = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async findByEmail(email: string) {
      const rows = await db
        .select(userColumns)
        .from(users)
        .where(eq(users.email, email.toLowerCase()))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The one query that reads a password hash. */
    async findCredentials(email: string) {
      const rows = await db
        .select({ ...userColumns, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email.toLowerCase()))
        .limit(1);
      return rows[0] ?? null;
    },

    async passwordHashOf(id: string) {
      const rows = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return rows[0]?.passwordHash ?? null;
    },

    /** Inserts a user; returns null when the e-mail is taken. */
    async insert(values: typeof users.$inferInsert) {
      const rows = await db
        .insert(users)
        .values({ ...values, email: values.email.toLowerCase() })
        .onConflictDoNothing({ target: users.email })
        .returning(userColumns);
      return rows[0] ?? null;
    },

    async update(id: string, values: Partial<typeof users.$inferInsert>) {
      const rows = await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning(userColumns);
      return rows[0] ?? null;
    },

    /** The account linked to a Google identity. */
    async findByGoogle(issuer: string, subject: string) {
      const rows = await db
        .select(userColumns)
        .from(users)
        .where(and(eq(users.googleIssuer, issuer), eq(users.googleSubject, subject)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Marks that the user took the wellbeing test; `tx` joins the caller's transaction. */
    async markTookTest(userId: string, tx: Db = db) {
      await tx.update(users).set({ tookTest: true, updatedAt: sql`now()` }).where(eq(users.id, userId));
    },

    /** Records the one trial audio, only if none was chosen yet; false when one already was. */
    async claimTrialAudio(userId: string, audioId: string, at: Date) {
      const rows = await db
        .update(users)
        .set({ temporaryAudioId: audioId, temporaryAudioSelectedAt: at, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), isNull(users.temporaryAudioId)))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
