import { z } from 'zod';
import { pageQuery } from './common.js';

/** Which messages Mensajes lists: those still waiting, those handled, or (absent) all. */
export const CONTACT_MESSAGE_STATUSES = ['unhandled', 'handled'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/**
 * GET /api/contact/messages (staff): newest first, paged; `q` finds every word typed in the name,
 * the e-mail or the text (accents and capitals aside).
 */
export const contactMessagesQuery = pageQuery.extend({
  q: z.string().trim().max(120).optional(),
  status: z.enum(CONTACT_MESSAGE_STATUSES).optional(),
});
export type ContactMessagesQuery = z.input<typeof contactMessagesQuery>;

/** PUT /api/contact/messages/:id/handled (admin): mark handled, or waiting again. */
export const contactMessageHandledSchema = z.object({ handled: z.boolean() });
export type ContactMessageHandled = z.input<typeof contactMessageHandledSchema>;
