import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@sanarte/shared';
import { Badge, type BadgeTone } from '../components/badge';

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

/** The provider badge: stripe blue, paypal yellow. */
export function ProviderBadge({ provider }: { provider: string }) {
  const tone: BadgeTone = provider === 'stripe' ? 'blue' : provider === 'paypal' ? 'yellow' : 'gray';
  return <Badge tone={tone}>{provider ? provider.charAt(0).toUpperCase() + provider.slice(1) : '—'}</Badge>;
}
