import { es } from '@sanarte/shared';
import type { MailService } from '../mail/mail.service.js';
import type { ContactRepository } from './contact.repository.js';

/** A message from the contact form: stored, and forwarded to CONTACT_EMAIL through the outbox. */
export function contactService(deps: { repo: ContactRepository; mail: MailService; contactEmail: string }) {
  return {
    async send(
      input: { name: string; email: string; message: string; website?: string | undefined },
      ip: string,
    ) {
      const { name, email, message, website } = input;
      // A filled honeypot is a bot: answer as usual, keep nothing.
      if (website) return;
      await deps.repo.insert({ name, email: email.toLowerCase(), message, ip });
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
