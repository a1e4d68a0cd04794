export interface CheckoutInput {
  paymentId: string;
  userId: string;
  planId: string;
  customerEmail: string;
  /** Minor units (cents), from the plan row — never from the client. */
  amount: number;
  currency: string;
  productName: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface CheckoutSessionInfo {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  metadata: Record<string, string>;
  amountTotal: number | null;
  currency: string | null;
}

export interface PaymentEvent {
  id: string;
  type: string;
  session: CheckoutSessionInfo | null;
}

/** Hosted checkout: Stripe Checkout, or the local simulator with the same behaviour. */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'simulator';
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  retrieve(sessionId: string): Promise<CheckoutSessionInfo | null>;
  /** Ends an open session so it can no longer be paid (the buyer cancelled). */
  expire(sessionId: string): Promise<void>;
  /** Verifies a webhook's signature and parses it; throws when the signature is wrong. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
