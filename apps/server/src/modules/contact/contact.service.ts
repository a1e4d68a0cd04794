import { es } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { Db } from '../../db/client.js';
import type { MailService } from '../mail/mail.service.js';
import type { ContactRepository } from './contact.repository.js';

/** Contact messages are kept one year (the privacy policy says so), then deleted. */
export const CONTACT_RETENTION_MS = 365 * 86_400_000;

/** A message from the contact form: stored, and forwarded to CONTACT_EMAIL through the outbox. */
export function contactService(deps: {
  repo: ContactRepository;
  mail: MailService;
  contactEmail: string;
  clock: Clock;
}) {
  return {
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
