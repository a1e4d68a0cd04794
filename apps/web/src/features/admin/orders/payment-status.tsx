import { PAYMENT_STATUS_LABELS, type PaymentStatus, es } from '@sanarte/shared';
import type { PaymentRecord } from '../api/payments';
import { Badge, type BadgeTone } from '../components/badge';
import { ordersCopy } from './content';

const tones: Record<PaymentStatus, BadgeTone> = {
  completed: 'green',
  intent_created: 'blue',
  expired: 'gray',
  failed: 'red',
  canceled: 'amber',
  refunded: 'lavender',
};

const isKnown = (status: string): status is PaymentStatus => status in PAYMENT_STATUS_LABELS;

/** The Spanish label of a payment status; an unknown status is shown capitalized. */
export function paymentStatusLabel(status: string): string {
  if (isKnown(status)) return PAYMENT_STATUS_LABELS[status];
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : status;
}

export function PaymentStatusBadge({ status }: { status: string }) {
  return <Badge tone={isKnown(status) ? tones[status] : 'gray'}>{paymentStatusLabel(status)}</Badge>;
}

/** The providers' names as they write them. */
const PROVIDER_NAMES: Record<string, string> = { stripe: 'Stripe', paypal: 'PayPal' };

/** The provider badge: stripe blue, paypal yellow. */
export function ProviderBadge({ provider }: { provider: string }) {
  const tone: BadgeTone = provider === 'stripe' ? 'blue' : provider === 'paypal' ? 'yellow' : 'gray';
  const name =
    PROVIDER_NAMES[provider] ?? (provider ? provider.charAt(0).toUpperCase() + provider.slice(1) : '—');
  return <Badge tone={tone}>{name}</Badge>;
}

/** The payment's open or past dispute, next to its status: lost ones red, the rest amber. */
export function DisputeBadge({ dispute }: { dispute: PaymentRecord['dispute'] }) {
  if (!dispute) return null;
  return (
    <Badge
      tone={
        dispute.status === 'won' || dispute.status === 'warning_closed'
          ? 'gray'
          : dispute.status === 'lost'
            ? 'red'
            : 'amber'
      }
    >
      {ordersCopy.dispute.badge}
    </Badge>
  );
}

/** «Reembolso parcial» next to a completed payment of which staff or the provider gave part back. */
export function PartialRefundBadge({ record }: { record: Pick<PaymentRecord, 'status' | 'refundedAmount'> }) {
  if (record.status !== 'completed' || record.refundedAmount <= 0) return null;
  return <Badge tone="lavender">{es.admin.refundPartialStatus}</Badge>;
}
