/** Answers of the back-office's contact message routes (see schemas/responses.ts for the envelope). */
import { z } from 'zod';
import { apiData, isoDate, nullableIsoDate } from '../schemas/responses.js';

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

/** GET /api/contact/messages. */
export const contactMessagesPage = z.object({
  success: z.literal(true),
  data: z.array(contactMessage),
  /** The messages the search and filter select. */
  total: z.number(),
  /** Every message kept (a year's, docs/privacy.md). */
  grandTotal: z.number(),
  /** The messages still waiting, whatever the search and filter. */
  unhandled: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ContactMessagesPage = z.infer<typeof contactMessagesPage>;

/** PUT /api/contact/messages/:id/handled: the message as it is now. */
export const contactMessageHandledAnswer = apiData(contactMessage);
export type ContactMessageHandledAnswer = z.infer<typeof contactMessageHandledAnswer>;
