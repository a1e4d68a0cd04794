import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@sanarte/shared';
import { STATUS_LABELS } from '../content';

const tones: Record<SubscriptionStatus, string> = {
  active: 'bg-[#e3f4ea] text-[#1f6b4a] ring-[#1f6b4a]/25',
  completed: 'bg-sky-100 text-night-700 ring-night-600/20',
  pending: 'bg-sand-100 text-[#7a4a0c] ring-[#7a4a0c]/25',
  inactive: 'bg-lavender-100 text-ink-soft ring-night-700/15',
  expired: 'bg-lavender-100 text-ink-soft ring-night-700/15',
  cancelled: 'bg-danger-soft text-danger ring-danger/25',
};

const isStatus = (s: string): s is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(s);

/** A subscription's status in Spanish. */
export function StatusBadge({ status }: { status: string }) {
  const known = isStatus(status) ? status : null;
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold ring-1 ring-inset ${
        known ? tones[known] : tones.inactive
      }`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {known ? STATUS_LABELS[known] : status}
    </span>
  );
}
