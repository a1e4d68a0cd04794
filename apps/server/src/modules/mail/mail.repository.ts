import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  attempts: number;
}

export function mailRepository(db: Db) {
  return {
    /** Mails waiting to go out (pending or being sent), and those given up on. */
    async backlog() {
      const rows = (await db.execute(
        // Each count walks mail_outbox_due_idx (status first), never the sent history.
        sql`select (select count(*) from mail_outbox where status in ('pending', 'sending'))::int as waiting,
                   (select count(*) from mail_outbox where status = 'failed')::int as failed`,
      )) as unknown as { rows: { waiting: number; failed: number }[] };
      return rows.rows[0] ?? { waiting: 0, failed: 0 };
    },

    /** The outbox's copies of mails to a deleted account's address. */
    async forgetRecipient(tx: Db, to: string) {
      await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}`);
    },

    /** Writes an e-mail to send, in the caller's transaction when given one. */
    async insert(
      row: { to: string; subject: string; html: string; text: string; kind: string },
      handle: Db = db,
    ) {
      await handle.insert(mailOutbox).values(row);
    },

    /** Claims due e-mails; any number of processes can run this at once. */
    async claimDue(limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
      const result = await db.execute(sql`
        update mail_outbox
           set status = 'sending',
               attempts = attempts + 1,
               locked_until = now() + make_interval(secs => ${leaseSeconds})
         where id in (
           select id from mail_outbox
            where (status = 'pending' and next_attempt_at <= now())
               or (status = 'sending' and locked_until < now())
            order by next_attempt_at
            limit ${limit}
            for update skip locked)
        returning id, "to", subject, html, text, kind, attempts`);
      return (result as unknown as { rows: OutboxRow[] }).rows;
    },

    async markSent(id: string) {
      await db.execute(
        sql`update mail_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${id}`,
      );
    },

    async markFailed(id: string, error: string, retryInSeconds: number | null) {
      if (retryInSeconds === null) {
        await db.execute(
          sql`update mail_outbox set status = 'failed', locked_until = null, last_error = ${error} where id = ${id}`,
        );
      } else {
        await db.execute(sql`
          update mail_outbox
             set status = 'pending', locked_until = null, last_error = ${error},
                 next_attempt_at = now() + make_interval(secs => ${retryInSeconds})
           where id = ${id}`);
      }
    },

    async latest(limit: number) {
      return db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          html: mailOutbox.html,
          kind: mailOutbox.kind,
          status: mailOutbox.status,
          attempts: mailOutbox.attempts,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
        })
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit);
    },
  };
}
export type MailRepository = ReturnType<typeof mailRepository>;
