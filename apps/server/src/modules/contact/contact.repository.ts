import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';

export function contactRepository(db: Db) {
  return {
    async insert(row: { name: string; email: string; message: string; ip: string; createdAt: Date }) {
      await db.insert(contactMessages).values(row);
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
