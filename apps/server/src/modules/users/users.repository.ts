import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/first-row.js';
import { users } from '../../db/schema/index.js';
import { matchingUsers } from './users.admin.repository.js';

/**
 * Public columns of a user. The password hash is selected only by findCredentials; here only
 * whether there is one.
 */
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
  avatarSrcset: users.avatarSrcset,
  planSlug: users.planSlug,
  googleSubject: users.googleSubject,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  /** Whether the password (if any) was shown to be the inbox owner's (see the column). */
  passwordProven: sql<boolean>`${users.passwordProvenAt} is not null`,
  deletedAt: users.deletedAt,
  temporaryAudioId: users.temporaryAudioId,
  temporaryAudioSelectedAt: users.temporaryAudioSelectedAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export type UserRow = Awaited<ReturnType<UsersRepository['findById']>> & {};

export function usersRepository(db: Db) {
  // Every signed-in request reads its user: built once, a named prepared statement on each
  // PostgreSQL connection (see docs/decisions/018-per-request-overhead.md).
  const byId = db
    .select(userColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_by_id');
  return {
    ...accounts(db),
    async findById(id: string) {
      const rows = await byId.execute({ id });
      return rows[0] ?? null;
    },

    async findByEmail(email: string) {
      return firstRow(db.select(userColumns).from(users).where(eq(users.email, email.toLowerCase())));
    },

    /** The one query that reads a password hash. */
    async findCredentials(email: string) {
      return firstRow(
        db
          .select({ ...userColumns, passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.email, email.toLowerCase())),
      );
    },

    /**
     * Erases the account's personal data, keeping the row (payments point at it): no name, phone,
     * photo, password or Google link; the e-mail becomes `deleted:<id>`, which no sign-in or mail
     * can use. In the deletion's transaction.
     */
    async anonymise(tx: Db, id: string, deletedBy: string | null, now: Date) {
      const rows = await tx
        .update(users)
        .set({
          name: '',
          lastName: '',
          email: sql`'deleted:' || ${users.id}`,
          phone: '',
          passwordHash: null,
          passwordProvenAt: null,
          avatarUrl: null,
          avatarSrcset: '',
          googleIssuer: null,
          googleSubject: null,
          temporaryAudioId: null,
          temporaryAudioSelectedAt: null,
          isActive: false,
          deletedAt: now,
          deletedBy,
          updatedAt: now,
        })
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async passwordHashOf(id: string) {
      const row = await firstRow(
        db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id)),
      );
      return row?.passwordHash ?? null;
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

    /**
     * Marks the address as proved by its owner. `first` says whether this call was the one that
     * did (the account was unverified until now): exactly one of concurrent callers gets it.
     */
    async markVerified(id: string) {
      const rows = await db
        .update(users)
        .set({ isVerified: true, updatedAt: sql`now()` })
        .where(and(eq(users.id, id), eq(users.isVerified, false)))
        .returning(userColumns);
      if (rows[0]) return { user: rows[0], first: true };
      const current = await byId.execute({ id });
      return current[0] ? { user: current[0], first: false } : null;
    },

    /**
     * The browser that typed the account's password proved the inbox: the password is the
     * owner's. Nothing to prove when the account has no password.
     */
    async provePassword(id: string, at: Date) {
      await db
        .update(users)
        .set({ passwordProvenAt: at, updatedAt: sql`now()` })
        .where(and(eq(users.id, id), isNotNull(users.passwordHash), isNull(users.passwordProvenAt)));
    },

    /** The account linked to a Google identity. */
    async findByGoogle(issuer: string, subject: string) {
      return firstRow(
        db
          .select(userColumns)
          .from(users)
          .where(and(eq(users.googleIssuer, issuer), eq(users.googleSubject, subject))),
      );
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

/**
 * What other modules need of the users table: dashboard counts, contacts by id, the search, and
 * the role a purchase gives.
 */
function accounts(db: Db) {
  const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
  return {
    /**
     * Totals, and by role; `new_users` counts accounts created within the inclusive day range (Spain's
     * calendar days). Read from the tally the triggers keep (migration 0009), not by counting the users.
     */
    async dashboardCounts(from: string, to: string) {
      const inRange = sql`day >= ${from}::date and day <= ${to}::date`;
      const [totals, byRole] = await Promise.all([
        db.execute(sql`
          select coalesce(sum(n), 0)::int as total,
                 coalesce(sum(n) filter (where is_active), 0)::int as active,
                 coalesce(sum(n) filter (where is_verified), 0)::int as verified,
                 coalesce(sum(n) filter (where ${inRange}), 0)::int as new_users
            from user_tally`),
        db.execute(sql`
          select role, sum(n)::int as n, coalesce(sum(n) filter (where ${inRange}), 0)::int as new_users
            from user_tally group by role having sum(n) > 0`),
      ]);
      return {
        totals: rowsOf<{ total: number; active: number; verified: number; new_users: number }>(totals)[0],
        byRole: rowsOf<{ role: string; n: number; new_users: number }>(byRole),
      };
    },

    /** Name and e-mail of users by id. */
    async contacts(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: users.id,
          name: users.name,
          lastName: users.lastName,
          email: users.email,
          deleted: sql<boolean>`${users.deletedAt} is not null`,
        })
        .from(users)
        .where(sql`${users.id} = any(${sql.param(ids)}::uuid[])`);
    },

    /**
     * The back-office search as a subquery of user ids: the folded «name last_name email» contains
     * the text (accents and case ignored), deleted accounts excluded. Other modules' lists (Órdenes)
     * use it inside their own statement, so PostgreSQL can walk their newest rows and check each
     * one's user when the search is common, or start from the few users when it is rare.
     */
    matching: (text: string) => matchingUsers(text),

    /**
     * A client who bought a plan is a subscriber (in the purchase's transaction). A subscriber's row
     * is written too: the update waits for a sweep that holds it (`lockSubscribers`) and, once that
     * commits, makes the client a subscriber again if the sweep had just demoted them.
     */
    async promoteVisitor(tx: Db, userId: string, role: 'subscriber', now: Date) {
      await tx
        .update(users)
        .set({ role, updatedAt: now })
        .where(and(eq(users.id, userId), inArray(users.role, ['visitor', 'subscriber'])));
    },

    /** Of these users, the subscribers, their rows locked for the caller's transaction. */
    async lockSubscribers(tx: Db, ids: string[]) {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.role, 'subscriber')))
        .for('update');
      return rows.map((r) => r.id);
    },

    /** Subscribers left without a subscription are visitors again. */
    async demoteSubscribers(tx: Db, ids: string[], now: Date) {
      if (ids.length === 0) return 0;
      const rows = await tx
        .update(users)
        .set({ role: 'visitor', updatedAt: now })
        .where(and(inArray(users.id, ids), eq(users.role, 'subscriber')))
        .returning({ id: users.id });
      return rows.length;
    },

    /** Runs `fn` in one transaction. */
    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx)),
  };
}
