import type { PaymentRecord } from '@sanarte/shared';
import type { PaymentListRow } from './payments.repository.js';

type Contact = { name: string; lastName: string; email: string; deleted: boolean };
type PlanSummary = { name: string; slug: string; price: number; currency: string };
type Dispute = {
  status: string;
  reason: string;
  amount: string | number;
  currency: string;
  openedAt: Date;
};

/**
 * A payment record for the back-office. The plan is the one bought (its snapshot); rows written
 * without a snapshot (bulk benchmark data) fall back to the plan as it is now.
 */
export function presentPaymentRecord(
  r: PaymentListRow,
  contacts: Map<string, Contact>,
  plans: Map<string, PlanSummary>,
  disputes: Map<string, Dispute> = new Map(),
  codes: Map<string, string> = new Map(),
): PaymentRecord {
  const snap = r.plan_snapshot;
  const current = r.plan_id ? plans.get(r.plan_id) : undefined;
  const plan = snap
    ? { name: snap.name, slug: snap.slug, price: Number(snap.price), currency: snap.currency }
    : current
      ? { name: current.name, slug: current.slug, price: current.price, currency: current.currency }
      : null;
  const user = contacts.get(r.user_id);
  const dispute = disputes.get(r.id);
  return {
    _id: r.id,
    status: r.status,
    amount: Number(r.amount),
    currency: r.currency,
    provider: r.provider,
    providerReference: r.provider_invoice_id ?? r.provider_session_id ?? null,
    user: {
      name: user?.name ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      deleted: user?.deleted ?? false,
    },
    plan,
    dispute: dispute
      ? {
          status: dispute.status,
          reason: dispute.reason,
          amount: Number(dispute.amount),
          currency: dispute.currency,
          createdAt: dispute.openedAt.toISOString(),
        }
      : null,
    refundedAmount: Number(r.refunded_amount),
    refundNote: r.refund_note,
    promotion:
      r.promotion_code_id && codes.has(r.promotion_code_id)
        ? { code: codes.get(r.promotion_code_id) as string, discount: Number(r.discount_amount ?? 0) }
        : null,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}
