import { z } from 'zod';
import { CURRENCIES } from '../constants.js';
import { es } from '../messages/es.js';
import { amountOfMoney, wholeNumberIn } from './checks.js';

// Promotion codes. Messages are read when a value is checked (`error: () => …`), never as the
// module loads: the back-office's chunk that holds some of these schemas may load before them.

/** What a buyer types, as it is kept: trimmed and upper case; 3–30 letters, digits or hyphens. */
export const promotionCodeText = z
  .string({ error: () => es.promotions.codeFormat })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{2,29}$/, { error: () => es.promotions.codeFormat });

/**
 * POST /api/promotion-codes (admin). A percentage (whole, 1–99) or an amount in a currency off;
 * on the first payment or during 1–36 months; until the end of `expiresOn` (Spain's day) if
 * given; at most `maxRedemptions` times if given; on `planIds` (empty: every plan).
 */
export const createPromotionCodeSchema = z
  .object({
    code: promotionCodeText,
    kind: z.enum(['percent', 'amount']),
    percentOff: wholeNumberIn(1, 99, () => es.promotions.percentInvalid).nullish(),
    amountOff: amountOfMoney(100_000, () => es.promotions.amountInvalid).nullish(),
    currency: z.enum(CURRENCIES, { error: () => es.promotions.currencyInvalid }).nullish(),
    duration: z.enum(['once', 'repeating']),
    durationMonths: wholeNumberIn(1, 36, () => es.promotions.monthsInvalid).nullish(),
    expiresOn: z.iso.date({ error: () => es.promotions.expiresInvalid }).nullish(),
    maxRedemptions: wholeNumberIn(1, 1_000_000, () => es.promotions.maxInvalid).nullish(),
    planIds: z
      .array(z.uuid({ error: () => es.promotions.plansInvalid }))
      .max(50)
      .default([]),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && v.percentOff == null)
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: es.promotions.percentInvalid });
    if (v.kind === 'amount' && v.amountOff == null)
      ctx.addIssue({ code: 'custom', path: ['amountOff'], message: es.promotions.amountInvalid });
    if (v.kind === 'amount' && v.currency == null)
      ctx.addIssue({ code: 'custom', path: ['currency'], message: es.promotions.currencyInvalid });
    if (v.duration === 'repeating' && v.durationMonths == null)
      ctx.addIssue({ code: 'custom', path: ['durationMonths'], message: es.promotions.monthsInvalid });
  });
export type CreatePromotionCodeInput = z.infer<typeof createPromotionCodeSchema>;

/** PUT /api/promotion-codes/:id (admin): switch a code off (or on again). */
export const updatePromotionCodeSchema = z.object({ isActive: z.boolean() });

/**
 * POST /api/promotion-codes/check: which of the plans on offer a code applies to, and what it takes
 * off each (one call for the pricing section's plans).
 */
export const checkPromotionCodeSchema = z.object({
  code: promotionCodeText,
  planIds: z
    .array(z.uuid({ error: () => es.checkout.planNotFound }))
    .min(1)
    .max(10),
});
