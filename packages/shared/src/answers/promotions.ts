/** Answers of the promotion codes routes. */
import { z } from 'zod';
import { apiData } from '../schemas/responses.js';

/** What a code takes off, as every screen describes it (see `describeDiscount`). */
export const promotionDiscount = z.object({
  percentOff: z.number().nullable(),
  /** In `currency`'s major units. */
  amountOff: z.number().nullable(),
  currency: z.string().nullable(),
  duration: z.enum(['once', 'repeating']),
  durationMonths: z.number().nullable(),
});
export type PromotionDiscount = z.infer<typeof promotionDiscount>;

/** One code as the back-office lists it, with its uses and what the payments it began brought. */
export const promotionCode = promotionDiscount.extend({
  _id: z.string(),
  code: z.string(),
  /** The end of the last day it can be used (Spain's day), or null. */
  expiresAt: z.string().nullable(),
  maxRedemptions: z.number().nullable(),
  planIds: z.array(z.string()),
  isActive: z.boolean(),
  /** `expired` and `exhausted` are told apart from a code staff switched off (`inactive`). */
  status: z.enum(['active', 'inactive', 'expired', 'exhausted']),
  redemptions: z.number(),
  /** Paid and kept (less refunds) by the purchases made with it and their renewals, per currency. */
  revenue: z.array(z.object({ currency: z.string(), amount: z.number() })),
  createdAt: z.string(),
});
export type PromotionCode = z.infer<typeof promotionCode>;

/** GET /api/promotion-codes. */
export const promotionCodesAnswer = apiData(z.array(promotionCode));
export type PromotionCodesAnswer = z.infer<typeof promotionCodesAnswer>;

/** POST /api/promotion-codes, PUT /api/promotion-codes/:id. */
export const promotionCodeAnswer = apiData(promotionCode);
export type PromotionCodeAnswer = z.infer<typeof promotionCodeAnswer>;

/** GET /api/promotion-codes/:id/redemptions: each purchase made with the code, newest first. */
export const promotionRedemptionsAnswer = apiData(
  z.array(
    z.object({
      paymentId: z.string(),
      createdAt: z.string(),
      status: z.string(),
      customer: z.object({ name: z.string(), email: z.string(), deleted: z.boolean() }),
      plan: z.string().nullable(),
      amount: z.number(),
      discount: z.number(),
      currency: z.string(),
    }),
  ),
);
export type PromotionRedemptionsAnswer = z.infer<typeof promotionRedemptionsAnswer>;

/**
 * POST /api/promotion-codes/check: the code, what it takes off, and each plan asked about that it
 * applies to (at least one; none is a refusal), with what its first payment then is, in the plan's
 * currency.
 */
export const promotionCheckAnswer = apiData(
  promotionDiscount.extend({
    code: z.string(),
    plans: z.array(
      z.object({
        planId: z.string(),
        currency: z.string(),
        price: z.number(),
        discount: z.number(),
        firstCharge: z.number(),
      }),
    ),
  }),
);
export type PromotionCheckAnswer = z.infer<typeof promotionCheckAnswer>;
