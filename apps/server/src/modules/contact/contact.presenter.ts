import type { ContactMessage, PageQuery } from '@sanarte/shared';
import { pageAnswer } from '../../lib/page-answer.js';
import type { ContactMessageRow } from './contact.repository.js';

/** A contact message as Mensajes shows it; `handlers`: the names of the staff who handled messages. */
export function presentContactMessage(row: ContactMessageRow, handlers: Map<string, string>): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: (row.handledBy && handlers.get(row.handledBy)) || null,
  };
}

/** GET /api/contact/messages. */
export function presentContactMessagesPage(
  result: {
    rows: ContactMessageRow[];
    handlers: Map<string, string>;
    total: number;
    grandTotal: number;
    unhandled: number;
  },
  query: PageQuery,
) {
  return pageAnswer(
    result.rows.map((row) => presentContactMessage(row, result.handlers)),
    result,
    { unhandled: result.unhandled },
    query,
  );
}

/** PUT /api/contact/messages/:id/handled: the one message. */
export function presentHandledMessage({
  row,
  handlers,
}: { row: ContactMessageRow; handlers: Map<string, string> }) {
  return { success: true as const, data: presentContactMessage(row, handlers) };
}
