import { type SQL, and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/search.js';

/** What Mensajes asks for: the folded words of a search, and handled or waiting messages only. */
export interface ContactMessagesFilter {
  words: readonly string[];
  status?: 'handled' | 'unhandled' | undefined;
}

const listed = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledBy: contactMessages.handledBy,
};
export type ContactMessageRow = {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
  handledAt: Date | null;
  handledBy: string | null;
};

/**
 * Every word somewhere in the folded «name email message» (sanarte_fold, migration 0004: accents
 * and capitals aside). No index: a year of contact-form messages is read in full in milliseconds.
 */
const holdsWord = (word: string) =>
  sql`sanarte_fold(${contactMessages.name} || ' ' || ${contactMessages.email} || ' ' || ${contactMessages.message}) like ${containsPattern(word)}`;

function where(f: ContactMessagesFilter): SQL | undefined {
  const c: SQL[] = f.words.map(holdsWord);
  if (f.status === 'handled') c.push(isNotNull(contactMessages.handledAt));
  if (f.status === 'unhandled') c.push(isNull(contactMessages.handledAt));
  return and(...c);
}

export function contactRepository(db: Db) {
  return {
    async insert(row: { name: string; email: string; message: string; ip: string; createdAt: Date }) {
      await db.insert(contactMessages).values(row);
    },

    /**
     * One page of messages, newest first, with how many the filter selects, how many are kept and
     * how many wait.
     */
    async page(f: ContactMessagesFilter, page: number, pageSize: number) {
      const [rows, [selected], [totals]] = await Promise.all([
        db
          .select(listed)
          .from(contactMessages)
          .where(where(f))
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(contactMessages).where(where(f)),
        db
          .select({
            all: count(),
            unhandled: sql<number>`count(*) filter (where ${contactMessages.handledAt} is null)`.mapWith(
              Number,
            ),
          })
          .from(contactMessages),
      ]);
      return {
        rows: rows as ContactMessageRow[],
        total: selected?.n ?? 0,
        grandTotal: totals?.all ?? 0,
        unhandled: totals?.unhandled ?? 0,
      };
    },

    /**
     * Marks a message handled by `by` at `at` (the first marking stays: marking twice changes
     * nothing), or waiting again with `null`. Null when there is no such message.
     */
    async setHandled(id: string, handled: { at: Date; by: string } | null) {
      const [row] = await db
        .update(contactMessages)
        .set(
          handled
            ? {
                handledAt: sql`coalesce(${contactMessages.handledAt}, ${handled.at})`,
                handledBy: sql`case when ${contactMessages.handledAt} is null then ${handled.by}::uuid else ${contactMessages.handledBy} end`,
              }
            : { handledAt: null, handledBy: null },
        )
        .where(eq(contactMessages.id, id))
        .returning(listed);
      return (row as ContactMessageRow | undefined) ?? null;
    },

    /** Messages sent from an address, oldest first (data export). */
    from(email: string) {
      return db
        .select({ message: contactMessages.message, createdAt: contactMessages.createdAt })
        .from(contactMessages)
        .where(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`)
        .orderBy(contactMessages.createdAt);
    },

    /** Messages received before `before` (the retention the privacy policy states). */
    async deleteBefore(before: Date) {
      const rows = await db
        .delete(contactMessages)
        .where(sql`${contactMessages.createdAt} < ${before}`)
        .returning({ id: contactMessages.id });
      return rows.length;
    },

    /** A deleted account's messages. */
    async forget(tx: Db, email: string) {
      await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`);
    },
  };
}
export type ContactRepository = ReturnType<typeof contactRepository>;
