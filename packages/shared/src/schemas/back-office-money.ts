import { z } from 'zod';
import { es } from '../messages/es.js';

// The back-office's money forms. Kept apart from the buyers' payment schemas: their messages come
// from the back-office's texts, read when a value is checked (not as the module loads, when the
// back-office's chunk that holds them may not have run yet).

/**
 * POST /api/payment-records/:id/refund (admin): how much to give back, in the payment's currency
 * (absent: all that is left of it), and why — kept on the order.
 */
export const refundPaymentSchema = z.object({
  amount: z
    .number({ error: () => es.admin.refundAmountInvalid })
    .positive({ error: () => es.admin.refundAmountInvalid })
    .max(100_000, { error: () => es.admin.refundAmountInvalid })
    .multipleOf(0.01, { error: () => es.admin.refundAmountInvalid })
    .optional(),
  note: z
    .string({ error: () => es.admin.refundNoteRequired })
    .trim()
    .min(3, { error: () => es.admin.refundNoteRequired })
    .max(500, { error: () => es.admin.refundNoteTooLong }),
});
export type RefundPaymentInput = z.infer<typeof refundPaymentSchema>;

/**
 * POST /api/complimentary-access/:id (admin): a plan for `days` days, or until revoked when
 * `days` is null, with a note on why.
 */
export const complimentaryAccessSchema = z.object({
  planId: z.uuid({ error: () => es.checkout.planNotFound }),
  days: z
    .number({ error: () => es.admin.compDaysInvalid })
    .int({ error: () => es.admin.compDaysInvalid })
    .min(1, { error: () => es.admin.compDaysInvalid })
    .max(3650, { error: () => es.admin.compDaysInvalid })
    .nullable(),
  note: z
    .string({ error: () => es.admin.compNoteRequired })
    .trim()
    .min(3, { error: () => es.admin.compNoteRequired })
    .max(500, { error: () => es.admin.compNoteTooLong }),
});
export type ComplimentaryAccessInput = z.infer<typeof complimentaryAccessSchema>;
