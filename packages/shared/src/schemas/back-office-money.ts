import { z } from 'zod';
import { es } from '../messages/es.js';
import { amountOfMoney, staffNote, wholeNumberIn } from './checks.js';

// The back-office's money forms. Kept apart from the buyers' payment schemas: their messages come
// from the back-office's texts, read when a value is checked (not as the module loads, when the
// back-office's chunk that holds them may not have run yet).

/**
 * POST /api/payment-records/:id/refund (admin): how much to give back, in the payment's currency
 * (absent: all that is left of it), and why — kept on the order.
 */
export const refundPaymentSchema = z.object({
  amount: amountOfMoney(100_000, () => es.admin.refundAmountInvalid).optional(),
  note: staffNote(
    () => es.admin.refundNoteRequired,
    () => es.admin.refundNoteTooLong,
  ),
});
export type RefundPaymentInput = z.infer<typeof refundPaymentSchema>;

/**
 * POST /api/complimentary-access/:id (admin): a plan for `days` days, or until revoked when
 * `days` is null, with a note on why.
 */
export const complimentaryAccessSchema = z.object({
  planId: z.uuid({ error: () => es.checkout.planNotFound }),
  days: wholeNumberIn(1, 3650, () => es.admin.compDaysInvalid).nullable(),
  note: staffNote(
    () => es.admin.compNoteRequired,
    () => es.admin.compNoteTooLong,
  ),
});
export type ComplimentaryAccessInput = z.infer<typeof complimentaryAccessSchema>;
