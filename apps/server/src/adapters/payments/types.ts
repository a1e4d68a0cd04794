import type { PaymentMethod } from '@sanarte/shared';

/** How often a plan renews: its `durationDays` 365 → yearly, 30 → monthly, otherwise every N days. */
export interface BillingInterval {
  unit: 'day' | 'month' | 'year';
  count: number;
}

export function intervalOf(durationDays: number): BillingInterval {
  if (durationDays === 365) return { unit: 'year', count: 1 };
  if (durationDays === 30) return { unit: 'month', count: 1 };
  return { unit: 'day', count: durationDays };
}

/** The end of one billing period that starts at `from` (calendar months and years, as Stripe counts). */
export function addInterval(from: Date, interval: BillingInterval): Date {
  const d = new Date(from.getTime());
  if (interval.unit === 'day') d.setUTCDate(d.getUTCDate() + interval.count);
  else if (interval.unit === 'month') d.setUTCMonth(d.getUTCMonth() + interval.count);
  else d.setUTCFullYear(d.getUTCFullYear() + interval.count);
  return d;
}

export interface CheckoutInput {
  /** How the buyer pays: card (Stripe's hosted checkout) or PayPal; absent: card. */
  method?: PaymentMethod | undefined;
  paymentId: string;
  userId: string;
  planId: string;
  customerEmail: string;
  /** The provider customer this user already has (one per user), so cards and invoices stay together. */
  customerId?: string | undefined;
  /** Minor units (cents) per period, from the plan row — never from the client. */
  amount: number;
  /** Minor units taken off the first charge only: the unused part of the plan being upgraded. */
  creditAmount?: number | undefined;
  currency: string;
  /**
   * A promotion code's discount, checked by us: a percentage or an amount (minor units) off the
   * first charge, or off every charge of the first `months` months. Never with `creditAmount`.
   */
  discount?: CheckoutDiscount | undefined;
  productName: string;
  interval: BillingInterval;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface CheckoutDiscount {
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  /** Null: the first charge only. */
  months: number | null;
}

export interface CheckoutSessionInfo {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  metadata: Record<string, string>;
  /** What the first charge was, in minor units. */
  amountTotal: number | null;
  currency: string | null;
  /** Subscription mode: the subscription and customer the completed session created. */
  subscriptionId: string | null;
  customerId: string | null;
}

/** A renewing subscription as the provider holds it. */
export interface BillingSubscription {
  id: string;
  customerId: string;
  /** The provider's own status, reduced to what we act on. */
  status: 'active' | 'past_due' | 'canceled' | 'incomplete';
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /**
   * Why a canceled subscription ended: `request` — someone asked (the customer's cancellation at
   * the period's end, or ours, e.g. the account was deleted); `payment_failed` — the provider gave
   * up charging. Null while it lives, or when the provider does not say.
   */
  endedBy?: 'request' | 'payment_failed' | null;
  /** userId, planId and paymentId of the checkout that created it. */
  metadata: Record<string, string>;
}

/** One invoice of a subscription: the first charge, a renewal, or a prorated change. */
export interface BillingInvoice {
  id: string;
  subscriptionId: string | null;
  customerId: string | null;
  status: 'paid' | 'open' | 'void' | 'uncollectible' | 'draft';
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'other';
  /** Minor units. */
  amountPaid: number;
  amountDue: number;
  currency: string;
  /** The service period the invoice charges for (its subscription line's period). */
  periodStart: Date;
  periodEnd: Date;
  /** The invoice's page at the provider, for receipts. */
  hostedUrl: string | null;
  /** The subscription's metadata as the invoice carries it. */
  metadata: Record<string, string>;
}

/** A card charge as the provider holds it: what was taken and how much of it was given back. */
export interface BillingCharge {
  id: string;
  /** The PaymentIntent the charge belongs to (an invoice's payment names it). */
  paymentIntentId: string | null;
  /** Minor units. */
  amount: number;
  amountRefunded: number;
  /** Given back in full. */
  refunded: boolean;
  currency: string;
}

/** A dispute (chargeback) the customer's bank opened on a charge. */
export interface BillingDispute {
  id: string;
  chargeId: string | null;
  paymentIntentId: string | null;
  /** Minor units disputed. */
  amount: number;
  currency: string;
  /** The provider's reason (fraudulent, product_not_received, …) and status (needs_response, won, …). */
  reason: string;
  status: string;
  /** When the bank opened it. */
  created: Date;
}

export interface PaymentEvent {
  id: string;
  type: string;
  /** When the provider created the event: the order of events about the same subscription. */
  created: Date;
  session: CheckoutSessionInfo | null;
  invoice: BillingInvoice | null;
  subscription: BillingSubscription | null;
  /** charge.* events (a refund); absent from providers that send none. */
  charge?: BillingCharge | null;
  /** charge.dispute.* events. */
  dispute?: BillingDispute | null;
}

/**
 * A correctly signed event rendered in an API version other than the one this code reads: its
 * objects may have another shape (a field moved, another removed), so it is refused rather than
 * read wrongly. The provider keeps retrying it until the endpoint's version is fixed.
 */
export class WebhookVersionMismatch extends Error {
  constructor(
    readonly eventId: string,
    readonly eventType: string,
    readonly apiVersion: string | null,
    readonly expected: string,
  ) {
    super(`webhook event ${eventId} is in API version ${apiVersion ?? '(none)'}, expected ${expected}`);
    this.name = 'WebhookVersionMismatch';
  }
}

/** Giving back what a payment charged, in full, at the provider. */
export interface RefundInput {
  /** The checkout session whose first charge is given back (subscription mode: its first invoice's). */
  sessionId?: string | null | undefined;
  /** Or the invoice whose charge is given back (a renewal); used first when both are known. */
  invoiceId?: string | null | undefined;
  /** Why, as the provider records it: the same thing paid twice, or the customer asked. */
  reason: 'duplicate' | 'requested_by_customer';
  /** Minor units to give back; absent: all that is left of the charge. */
  amount?: number | undefined;
  /** Our payment record, kept on the refund at the provider. */
  paymentId: string;
  /** One refund per key: a retry after a lost answer gets the same refund back. */
  idempotencyKey: string;
}

export interface RefundResult {
  id: string;
  /** Minor units given back. */
  amount: number;
  currency: string;
  /** Card refunds are `succeeded` or, for some methods, `pending` until the bank confirms. */
  status: 'succeeded' | 'pending' | 'failed' | 'canceled' | 'requires_action';
}

/** The headers of a webhook delivery, by lower-case name: each provider reads its own. */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** One header's value, when it came once. */
export const headerOf = (headers: WebhookHeaders, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Stripe's ids (and its simulator's) start with a lower-case prefix: `cs_`, `sub_`, `in_`, `cus_`, `pi_`… */
export const ownsStripeId = (id: string) => /^[a-z]+_/.test(id);

/** The provider a payment is recorded with (the badge in Órdenes). */
export type ProviderName = 'stripe' | 'paypal';

/**
 * Hosted checkout and subscription billing: Stripe, PayPal, or a local simulator with the same
 * behaviour as one of them.
 */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'simulator' | 'paypal';
  /** What payments made here are recorded with: stripe (Stripe and its simulator) or paypal. */
  readonly name: ProviderName;
  /** Whether an id (a session, subscription, invoice, charge or customer) is one of this provider's. */
  owns(id: string): boolean;
  /** A hosted checkout in subscription mode: the plan's recurring price, the first charge less any credit. */
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  retrieve(sessionId: string): Promise<CheckoutSessionInfo | null>;
  /** Where the buyer pays a session that is still open; null once it is complete or expired. */
  openUrl(sessionId: string): Promise<string | null>;
  /**
   * The provider's customer for a user, created once: the caller keeps its id and names it in every
   * later checkout. The key makes a retry of the same creation return the same customer.
   */
  createCustomer?(input: { userId: string; email: string; idempotencyKey: string }): Promise<string>;
  /** Ends an open session so it can no longer be paid (the buyer cancelled). */
  expire(sessionId: string): Promise<void>;
  /**
   * Verifies a webhook's signature and parses it; throws when the signature is wrong, and
   * WebhookVersionMismatch when the event was rendered in another API version than the pinned one.
   */
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): PaymentEvent | Promise<PaymentEvent>;
  /**
   * The invoice a payment (PaymentIntent) paid, for events about a charge; null when it paid none
   * (or the provider sends no such events).
   */
  invoiceOfPayment(paymentIntentId: string): Promise<string | null>;
  /** The subscription as the provider holds it now; null when it does not exist. */
  retrieveSubscription(subscriptionId: string): Promise<BillingSubscription | null>;
  /** Cancels (true) or resumes (false) the renewal at the period's end. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<BillingSubscription>;
  /** Ends a subscription at once, without a refund (an upgrade credited it; an account is deleted). */
  cancelNow(subscriptionId: string): Promise<void>;
  /**
   * Gives back the charge of a checkout's first invoice or of an invoice (a payment kept twice, or
   * staff's refund): all that is left of it, or `amount`. Idempotent by `idempotencyKey`; throws
   * when the provider cannot (nothing left to refund, or less than `amount`).
   */
  refund(input: RefundInput): Promise<RefundResult>;
  /** The provider's customer portal (card, invoices, cancellation) for one customer. */
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }>;
}
