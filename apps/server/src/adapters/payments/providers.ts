import type { PaymentMethod } from '@sanarte/shared';
import type { CheckoutInput, PaymentProvider, ProviderName, RefundInput } from './types.js';

/**
 * The payment providers the app takes, as one: the card's (Stripe, or its local simulator) and,
 * where it is configured, PayPal's. A checkout goes to the provider of the method the buyer chose;
 * everything after it (retrieving, refunding, cancelling, the portal) goes to the provider whose
 * id it names — ids never collide (Stripe's start with a lower-case prefix, PayPal's are upper-case).
 */
export interface PaymentProviders extends PaymentProvider {
  /** The ways to pay offered, card first. */
  methods(): PaymentMethod[];
  /** The provider a method pays with; null when it is not offered. */
  forMethod(method: PaymentMethod): PaymentProvider | null;
  /** The provider an id (a subscription, an invoice) is recorded with. */
  nameOf(id: string): ProviderName;
  /** The provider whose webhooks a delivery claims to be (its endpoint says which); null when absent. */
  named(name: ProviderName): PaymentProvider | null;
}

export function paymentProviders(card: PaymentProvider, paypal: PaymentProvider | null): PaymentProviders {
  const all = paypal ? [card, paypal] : [card];
  /** The provider an id belongs to; the card's when no other claims it. */
  const of = (id: string) => (paypal?.owns(id) ? paypal : card);
  const ofRefund = (input: RefundInput) => of(input.invoiceId ?? input.sessionId ?? '');

  return {
    kind: card.kind,
    name: card.name,
    owns: (id) => all.some((p) => p.owns(id)),
    methods: () => (paypal ? ['card', 'paypal'] : ['card']),
    forMethod: (method) => (method === 'paypal' ? paypal : card),
    nameOf: (id) => of(id).name,
    named: (name) => all.find((p) => p.name === name) ?? null,

    createCheckout(input: CheckoutInput) {
      const provider = input.method === 'paypal' ? paypal : card;
      if (!provider) throw new Error('PayPal is not configured');
      return provider.createCheckout(input);
    },
    ...(card.createCustomer ? { createCustomer: card.createCustomer.bind(card) } : {}),
    retrieve: (sessionId) => of(sessionId).retrieve(sessionId),
    openUrl: (sessionId) => of(sessionId).openUrl(sessionId),
    expire: (sessionId) => of(sessionId).expire(sessionId),
    parseWebhook: (rawBody, headers) => card.parseWebhook(rawBody, headers),
    invoiceOfPayment: (paymentId) => of(paymentId).invoiceOfPayment(paymentId),
    retrieveSubscription: (id) => of(id).retrieveSubscription(id),
    setCancelAtPeriodEnd: (id, cancel) => of(id).setCancelAtPeriodEnd(id, cancel),
    cancelNow: (id) => of(id).cancelNow(id),
    refund: (input) => ofRefund(input).refund(input),
    createPortalSession: (customerId, returnUrl) => of(customerId).createPortalSession(customerId, returnUrl),
  };
}
