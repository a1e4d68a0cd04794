import { es, formatDate, formatMoney } from '@sanarte/shared';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useAuth } from '../auth';
import { planOf } from './plan';
import { renewalView } from './renewal';

/**
 * Where the listener is (the panel's welcome page, Mi Biblioteca): a renewal that could not be
 * charged, while access runs on its grace days, with the day access ends and the way to fix it —
 * Mi Suscripción, where the card is updated, or the bank's page when the bank asks the customer to
 * confirm the charge. Nothing otherwise.
 */
export function RenewalNotice({ className = '' }: { className?: string }) {
  const { user } = useAuth();
  const titleId = useId();
  const subscription = user?.activeSubscription;
  if (!subscription) return null;
  const view = renewalView(subscription);
  if (!view.pending && !view.paymentAction) return null;

  const endDate = formatDate(subscription.endDate);
  const plan = planOf(subscription);
  const bank = view.paymentAction;
  const Icon = bank ? ShieldCheck : TriangleAlert;

  return (
    <section
      aria-labelledby={titleId}
      className={`flex flex-col items-start gap-4 rounded-2xl bg-sand-50 p-4 text-night-900 ring-1 ring-inset ring-accent-500/70 sm:flex-row sm:items-center sm:justify-between sm:p-5 ${className}`}
    >
      <div className="flex min-w-0 gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-400 text-night-950">
          <Icon aria-hidden="true" className="size-5" strokeWidth={2} />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="font-display text-lg font-semibold">
            {bank ? es.billing.actionTitle : es.billing.pendingTitle}
          </h2>
          <p className="mt-1 text-ink-soft">
            {bank
              ? es.billing.actionText(formatMoney(plan.price, plan.currency), endDate)
              : es.billing.pendingUntil(endDate)}
          </p>
        </div>
      </div>
      {bank ? (
        <a href={bank} className={buttonClasses({ size: 'sm', className: 'shrink-0' })}>
          {es.billing.actionButton}
        </a>
      ) : (
        <Link
          to={paths.panel.subscription.href()}
          className={buttonClasses({ size: 'sm', className: 'shrink-0' })}
        >
          {es.billing.reminderAction}
        </Link>
      )}
    </section>
  );
}
