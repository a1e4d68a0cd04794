import type { UserSubscription } from '@sanarte/shared';

/** What Mi Suscripción shows and offers about a subscription's renewal. */
export interface RenewalView {
  /**
   * The date line under the plan: the next renewal, or the day access ends (after a cancellation,
   * or for a purchase that does not renew). Null while a payment is pending: the notice says it.
   */
  line: { kind: 'renews' | 'ends'; date: string } | null;
  /** A renewal failed: access continues until endDate (the grace's end). */
  pending: boolean;
  /** A one-off purchase: it ends at endDate, nothing to cancel or resume. */
  oneOff: boolean;
  /** 'Cancelar renovación': renewing, active, not cancelled yet. */
  canCancel: boolean;
  /** 'Reanudar suscripción': cancelled at the period's end, and the period has not ended. */
  canResume: boolean;
  /** 'Gestionar pago y facturas': a renewing subscription (while pending, 'Actualizar tarjeta'). */
  canManage: boolean;
  /**
   * The page where the customer confirms a renewal's charge with their bank ('Confirmar el pago'),
   * while one awaits; null otherwise, or when the address is not http(s).
   */
  paymentAction: string | null;
}

/**
 * The day access ends if the renewal is cancelled (or the account deleted) now: the paid period's
 * end. `endDate` of a renewing subscription runs a day past it (the leeway while the provider
 * charges the renewal), a day that a cancellation does not keep.
 */
export function paidUntil(subscription: Pick<UserSubscription, 'renewsAt' | 'endDate'>): string {
  return subscription.renewsAt ?? subscription.endDate;
}

const time = (iso: string | null | undefined): number => (iso ? new Date(iso).getTime() : Number.NaN);

export function renewalView(subscription: UserSubscription, now: number = Date.now()): RenewalView {
  const { status, renewing, renewsAt, cancelAtPeriodEnd, endDate } = subscription;
  const ends = time(endDate);
  const ended = status === 'expired' || status === 'cancelled' || !(ends > now);
  const pending = status === 'pending';
  const renews = renewing && !cancelAtPeriodEnd && Boolean(renewsAt);
  return {
    line: pending
      ? null
      : renews && renewsAt
        ? { kind: 'renews', date: renewsAt }
        : endDate
          ? { kind: 'ends', date: endDate }
          : null,
    pending,
    oneOff: !renewing,
    canCancel: renewing && status === 'active' && !cancelAtPeriodEnd && !ended,
    canResume: cancelAtPeriodEnd && !ended,
    canManage: renewing && !pending,
    paymentAction: ended ? null : absoluteHttpUrl(subscription.paymentActionUrl),
  };
}

/** An absolute http(s) address (the provider's invoice page), else null. */
function absoluteHttpUrl(url: unknown): string | null {
  if (typeof url !== 'string' || !url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The portal's address: only http(s) addresses are followed. */
export function safePortalUrl(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || !url) return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
