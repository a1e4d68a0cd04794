import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../constants.js';
import { es } from '../messages/es.js';
import { pageQuery } from './common.js';
import { promotionCodeText } from './promotions.js';

export const createCheckoutSchema = z.object({
  planId: z.uuid({ error: es.checkout.planNotFound }),
  /** The mini plan's two chosen themes (kept in session storage miniSelectedThemes). */
  themeIds: z.array(z.uuid()).max(2).optional(),
  /** A promotion code the buyer entered (checked again by the server against the plan). */
  promotionCode: promotionCodeText.optional(),
  /** Card (the default) or PayPal; PayPal only where the server offers it (GET /api/payments/methods). */
  method: z.enum(PAYMENT_METHODS).optional(),
});

export const verifyPaymentSchema = z.object({
  sessionId: z.string({ error: es.checkout.missingSession }).min(1, es.checkout.missingSession).max(255),
  themeId1: z.uuid().optional(),
  themeId2: z.uuid().optional(),
});

export const paymentRecordsQuery = pageQuery.extend({
  q: z.string().trim().max(120).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
});

/** POST /api/dev/clock/advance (local mode): whole days, up to ten years at a time. */
export const clockAdvanceSchema = z.object({ days: z.number().int().min(1).max(3650) });
