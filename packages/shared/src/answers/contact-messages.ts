/** Answers of the back-office's contact message routes (see schemas/responses.ts for the envelope). */
import { z } from 'zod';
import { apiData, apiPage, isoDate, nullableIsoDate } from '../schemas/responses.js';

/** A message from the public contact form, as Mensajes lists it. */
export const contactMessage = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: isoDate,
  /** When a staff member marked it handled; null while it waits. */
  handledAt: nullableIsoDate,
  /** Who marked it handled (name, or e-mail); null while it waits or once that account is gone. */
  handledBy: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

/**
 * GET /api/contact/messages: `total` the messages the search and filter select, `grandTotal` every
 * message kept (a year's, docs/privacy.md), `unhandled` those still waiting.
 */
export const contactMessagesPage = apiPage(contactMessage, { unhandled: z.number() });
export type ContactMessagesPage = z.infer<typeof contactMessagesPage>;

/** PUT /api/contact/messages/:id/handled: the message as it is now. */
export const contactMessageHandledAnswer = apiData(contactMessage);
export type ContactMessageHandledAnswer = z.infer<typeof contactMessageHandledAnswer>;
