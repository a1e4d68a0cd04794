import { es, formatNumericDate } from '@sanarte/shared';
import type { AdminUser } from '../api/users';
import { fill } from './format';

type Access = NonNullable<AdminUser['activeSubscription']>;
type Kind = 'renews' | 'activeUntil' | 'cancelled' | 'pending';

/** Which of the four states a subscription that gives access is in. */
export function accessKind(s: Access): Kind {
  if (s.status === 'pending') return 'pending';
  if (s.cancelAtPeriodEnd) return 'cancelled';
  return s.renewsAt ? 'renews' : 'activeUntil';
}

const TEMPLATES: Record<Kind, string> = {
  renews: es.admin.subscriptionRenews,
  activeUntil: es.admin.subscriptionActiveUntil,
  cancelled: es.admin.subscriptionCancelled,
  pending: es.admin.subscriptionPending,
};

/**
 * 'Activa · se renueva el 24/11/2027', 'Activa · finaliza el …' (a one-off purchase), 'Cancelada ·
 * finaliza el …', 'Pago pendiente · acceso hasta el …' (the grace's end), or 'Sin suscripción'.
 */
export function subscriptionText(s: AdminUser['activeSubscription']): string {
  if (!s) return es.admin.subscriptionNone;
  if (s.complimentary)
    return s.complimentary.until
      ? fill(es.admin.subscriptionComp, { date: formatNumericDate(s.complimentary.until) })
      : es.admin.subscriptionCompOpen;
  const kind = accessKind(s);
  return fill(TEMPLATES[kind], {
    date: formatNumericDate(kind === 'renews' ? (s.renewsAt ?? s.endsAt) : s.endsAt),
  });
}

const DOTS: Record<Kind, string> = {
  renews: 'bg-[#2f8a5b]',
  activeUntil: 'bg-[#2f8a5b]',
  cancelled: 'bg-night-900/35',
  pending: 'bg-[#c27a12]',
};
const TEXTS: Record<Kind, string> = {
  renews: 'text-night-900',
  activeUntil: 'text-night-900',
  cancelled: 'text-ink-soft',
  pending: 'font-semibold text-[#8a4b08]',
};

/** A client's plan and the state of the subscription that gives access, on two lines that wrap. */
export function SubscriptionState({ user }: { user: Pick<AdminUser, 'activeSubscription'> }) {
  const s = user.activeSubscription;
  if (!s) return <span className="text-sm text-ink-soft">{es.admin.subscriptionNone}</span>;
  const kind = accessKind(s);
  return (
    <div className="flex min-w-0 flex-col items-start gap-0.5">
      <span className="font-semibold">{s.plan.name ?? s.plan.slug}</span>
      <span className={`flex items-baseline gap-1.5 text-sm ${TEXTS[kind]}`}>
        <span aria-hidden="true" className={`inline-block size-2 shrink-0 rounded-full ${DOTS[kind]}`} />
        <span>{subscriptionText(s)}</span>
      </span>
    </div>
  );
}
