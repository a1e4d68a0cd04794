import type { PaymentRecord } from '@sanarte/shared';

/**
 * A payment record as Órdenes lists it: Ana's completed purchase of the yearly Full (99 $) on
 * 1 November 2026 (Stripe's invoice in_1Ana99FullYear), with no dispute, refund or code unless
 * `patch` says otherwise.
 */
export const paymentRecord = (patch: Partial<PaymentRecord> = {}): PaymentRecord => ({
  _id: 'pay-1',
  status: 'completed',
  amount: 99,
  currency: 'USD',
  provider: 'stripe',
  providerReference: 'in_1Ana99FullYear',
  user: { name: 'Ana', lastName: 'Prueba', email: 'ana@example.com', deleted: false },
  plan: { name: 'Plan Full', slug: 'full', price: 99, currency: 'USD' },
  dispute: null,
  refundedAmount: 0,
  refundNote: null,
  promotion: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...patch,
});
