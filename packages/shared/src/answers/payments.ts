/** Answers of the payments routes (see schemas/responses.ts for the shared envelope). */
import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants.js';
import { apiData, apiPage } from '../schemas/responses.js';
import { sessionUser, userSubscription } from './auth.js';

/** POST /api/payments/create-checkout-session: where the hosted checkout is. */
export const checkoutAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  url: z.string(),
  sessionId: z.string(),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;

/**
 * POST /api/payments/verify-payment-session: the record's status and the buyer's profile as the
 * users routes present it.
 */
export const verifyPaymentAnswer = apiData(z.object({ status: z.string(), user: sessionUser.nullable() }));
export type VerifyPaymentAnswer = z.infer<typeof verifyPaymentAnswer>;

/** One payment record as the back-office lists it; `plan` is the plan as it was bought. */
export const paymentRecord = z.object({
  _id: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  provider: z.string(),
  /**
   * The payment's id at its provider, for staff looking it up there: PayPal's sale (or, before its
   * first charge, the subscription), Stripe's invoice (or checkout session); null before checkout.
   */
  providerReference: z.string().nullable(),
  /** `deleted`: the customer deleted the account; name and e-mail are then empty (kept anonymised). */
  user: z.object({ name: z.string(), lastName: z.string(), email: z.string(), deleted: z.boolean() }),
  plan: z.object({ name: z.string(), slug: z.string(), price: z.number(), currency: z.string() }).nullable(),
  /**
   * The latest dispute (chargeback) the customer's bank opened on this payment: the provider's
   * status and reason, the amount disputed, when it was opened; null when there is none.
   */
  dispute: z
    .object({
      status: z.string(),
      reason: z.string(),
      amount: z.number(),
      currency: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
  /** How much of `amount` was given back (a refund in part keeps `status` completed). */
  refundedAmount: z.number(),
  /** Staff's note on the refund they made; null when none was made from Órdenes. */
  refundNote: z.string().nullable(),
  /** The promotion code the buyer redeemed and what it took off this payment; null without one. */
  promotion: z.object({ code: z.string(), discount: z.number() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

/** GET /api/payment-records/list. */
export const paymentRecordsAnswer = apiPage(paymentRecord, {
  /** The filtered count stopped at `total`: there are more (a search or filter matching many). */
  totalCapped: z.boolean(),
});
export type PaymentRecordsPage = z.infer<typeof paymentRecordsAnswer>;

/** POST /api/payment-records/:id/refund: the payment's status and what has been given back so far. */
export const refundAnswer = apiData(
  z.object({ _id: z.string(), status: z.string(), refundedAmount: z.number(), currency: z.string() }),
);
export type RefundAnswer = z.infer<typeof refundAnswer>;

/**
 * GET /api/payment-records/:id/listening: since the payment (`since`), the audios the customer
 * opened (played or downloaded) and the seconds of listening credited from that day on.
 */
export const paymentListeningAnswer = apiData(
  z.object({ since: z.string(), audios: z.number().int(), seconds: z.number().int() }),
);
export type PaymentListeningAnswer = z.infer<typeof paymentListeningAnswer>;
export type PaymentListening = PaymentListeningAnswer['data'];

/**
 * GET /api/payments/withdrawal: whether the listener may withdraw from their purchase now — until
 * when, and what would be given back — or null when they may not.
 */
export const withdrawalAnswer = apiData(
  z.object({ until: z.string(), amount: z.number(), currency: z.string() }).nullable(),
);
export type WithdrawalAnswer = z.infer<typeof withdrawalAnswer>;
export type Withdrawal = WithdrawalAnswer['data'];

/** GET /api/payments/methods: the ways to pay this server offers, card first. */
export const paymentMethodsAnswer = apiData(z.object({ methods: z.array(z.enum(PAYMENT_METHODS)) }));
export type PaymentMethodsAnswer = z.infer<typeof paymentMethodsAnswer>;

/** POST /api/payments/portal-session: the provider's customer portal (card, invoices, cancellation). */
export const portalSessionAnswer = z.object({ success: z.literal(true), url: z.string() });
export type PortalSessionAnswer = z.infer<typeof portalSessionAnswer>;

/** POST /api/payments/subscription/cancel and …/resume: the subscription as the user answer carries it. */
export const subscriptionActionAnswer = apiData(userSubscription);
export type SubscriptionActionAnswer = z.infer<typeof subscriptionActionAnswer>;

/** POST /api/payments/webhook/stripe. */
export const webhookAnswer = z.object({
  success: z.literal(true),
  received: z.literal(true),
  processed: z.boolean(),
});

/** POST /dev/checkout/:id/event/:type (local simulator): a signed event to post to the webhook. */
export const simulatedEventAnswer = z.object({ body: z.string(), signature: z.string() });
export type WebhookAnswer = z.infer<typeof webhookAnswer>;
export type SimulatedEventAnswer = z.infer<typeof simulatedEventAnswer>;
