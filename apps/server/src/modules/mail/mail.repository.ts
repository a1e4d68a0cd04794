import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow, rowsOf } from '../../db/first-row.js';
import { JOB_SCHEMA } from '../../db/job-schema.js';
import { mailOutbox } from '../../db/schema/index.js';

/** The job runner's queue that sends the outbox's e-mails (db/job-schema.ts). */
export const MAIL_QUEUE = 'mail';

export interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  attempts: number;
  unsubscribeUrl: string | null;
}

export function mailRepository(db: Db) {
  return {
    /** Mails waiting to go out, and those given up on. */
    async backlog() {
      const rows = (await db.execute(
        // Each count walks mail_outbox_status_idx, never the sent history.
        sql`select (select count(*) from mail_outbox where status = 'pending')::int as waiting,
                   (select count(*) from mail_outbox where status = 'failed')::int as failed`,
      )) as unknown as { rows: { waiting: number; failed: number }[] };
      return rows.rows[0] ?? { waiting: 0, failed: 0 };
    },

    /** The outbox's copies of mails to a deleted account's address. */
    async forgetRecipient(tx: Db, to: string) {
      await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}`);
    },

    /** Writes an e-mail to send, in the caller's transaction; answers its id. */
    async insert(
      tx: Db,
      row: {
        to: string;
        subject: string;
        html: string;
        text: string;
        kind: string;
        unsubscribeUrl?: string | undefined;
      },
    ): Promise<string> {
      const [written] = await tx.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
      if (!written) throw new Error('the outbox row was not written');
      return written.id;
    },

    /** The e-mail of a job, unless it was sent already or forgotten (a deleted account). */
    async toSend(id: string): Promise<OutboxRow | null> {
      return firstRow(
        db
          .select({
            id: mailOutbox.id,
            to: mailOutbox.to,
            subject: mailOutbox.subject,
            html: mailOutbox.html,
            text: mailOutbox.text,
            kind: mailOutbox.kind,
            attempts: mailOutbox.attempts,
            unsubscribeUrl: mailOutbox.unsubscribeUrl,
          })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.id, id), ne(mailOutbox.status, 'sent'))),
      );
    },

    /** Waiting e-mails no job will send (written before e-mail moved onto the job runner). */
    async waitingWithoutJob(tx: Db): Promise<string[]> {
      const rows = rowsOf<{ id: string }>(
        await tx.execute(sql`
          select o.id from mail_outbox o
           where o.status = 'pending'
             and not exists (select 1 from ${sql.raw(JOB_SCHEMA)}.job j
                              where j.name = ${MAIL_QUEUE} and j.data->>'id' = o.id::text)`),
      );
      return rows.map((r) => r.id);
    },

    async markSent(id: string) {
      await db.execute(
        sql`update mail_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null where id = ${id}`,
      );
    },

    /** A failed attempt; `final`: no retry follows, the e-mail is failed until staff re-drive it. */
    async markFailed(id: string, error: string, final: boolean) {
      await db.execute(sql`
        update mail_outbox
           set status = ${final ? 'failed' : 'pending'}, attempts = attempts + 1, last_error = ${error}
         where id = ${id}`);
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
