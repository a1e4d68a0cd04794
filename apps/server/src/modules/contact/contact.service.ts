import { type ContactMessageStatus, es, searchWords } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { MailService } from '../mail/mail.service.js';
import type { UsersService } from '../users/users.service.js';
import type { ContactMessageRow, ContactRepository } from './contact.repository.js';

/** Contact messages are kept one year (the privacy policy says so), then deleted. */
export const CONTACT_RETENTION_MS = 365 * 86_400_000;

/** A message from the contact form: stored, and forwarded to CONTACT_EMAIL through the outbox. */
export function contactService(deps: {
  repo: ContactRepository;
  mail: MailService;
  contactEmail: string;
  clock: Clock;
  /** Who marked messages handled: their names. */
  users: Pick<UsersService, 'contacts'>;
}) {
  /** The rows with the names of the staff who handled them (absent once an account is deleted). */
  async function withHandlers(rows: ContactMessageRow[]) {
    const contacts = await deps.users.contacts(rows.flatMap((r) => (r.handledBy ? [r.handledBy] : [])));
    const handlers = new Map<string, string>();
    for (const [id, c] of contacts) {
      if (!c.deleted) handlers.set(id, `${c.name} ${c.lastName}`.trim() || c.email);
    }
    return { rows, handlers };
  }

  return {
    /** Mensajes: a page of messages, newest first, searched word by word and filtered by status. */
    async list(q: {
      page: number;
      pageSize: number;
      q?: string | undefined;
      status?: ContactMessageStatus | undefined;
    }) {
      const { rows, ...counts } = await deps.repo.page(
        { words: searchWords(q.q ?? ''), status: q.status },
        q.page,
        q.pageSize,
      );
      return { ...counts, ...(await withHandlers(rows)) };
    },

    /** Marks a message handled by a staff member (the first marking stays), or waiting again; 404 when absent. */
    async setHandled(id: string, staffId: string, handled: boolean) {
      const row = await deps.repo.setHandled(id, handled ? { at: deps.clock.now(), by: staffId } : null);
      if (!row) throw notFound();
      const { handlers } = await withHandlers([row]);
      return { row, handlers };
    },

    /** Messages sent from the account's address (data export). */
    messagesFrom: (email: string) => deps.repo.from(email),
    /** Deletes the messages older than a year (the privacy policy's retention); answers how many. */
    pruneOld: (now: Date) => deps.repo.deleteBefore(new Date(now.getTime() - CONTACT_RETENTION_MS)),
    /** A deleted account's messages, in the deletion's transaction. */
    forget: (tx: Db, email: string) => deps.repo.forget(tx, email),

    async send(
      input: { name: string; email: string; message: string; website?: string | undefined },
      ip: string,
    ) {
      const { name, email, message, website } = input;
      // A filled honeypot is a bot: answer as usual, keep nothing.
      if (website) return;
      await deps.repo.insert({ name, email: email.toLowerCase(), message, ip, createdAt: deps.clock.now() });
      await deps.mail.enqueue({
        to: deps.contactEmail,
        subject: `${es.mail.contactSubject}: ${name}`,
        paragraphs: [
          `Nombre: ${name}`,
          `Correo electrónico: ${email}`,
          'Mensaje:',
          message || '(sin mensaje)',
        ],
        kind: 'contact',
      });
    },
  };
}
export type ContactService = ReturnType<typeof contactService>;
