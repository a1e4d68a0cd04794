import { es, formatDate, formatMoney } from '@sanarte/shared';
import { Check } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DescriptionItem } from '../../../components/ui/description-item';
import { useDocumentTitle } from '../../../lib/document-title';
import { refreshCurrentUser, useAuth } from '../../auth';
import { planOf } from '../../subscription';
import { PlanPickerModal } from '../components/plan-picker-modal';
import { RenewalControls } from '../components/renewal-controls';
import { StatusBadge } from '../components/status-badge';
import { WithdrawalOffer } from '../components/withdrawal-offer';
import { subscriptionCopy as copy } from '../content';
import { useThunkDispatch } from '../hooks';
import type { UserSubscription } from '../user';

/**
 * Mi Suscripción: the active subscription (plan name, description, its renewal or end date and
 * the renewal's self-service — see RenewalControls —, price, duration in days, created date,
 * features, status) or 'No tienes suscripción activa' with 'Ver Planes';
 * the subscriptions whose plan differs from the active one, or 'No tienes suscripciones
 * anteriores'; and the plan picker. Users on mini get 'Actualizar plan'. `?planes=1` opens the
 * picker on arrival.
 */
export function SubscriptionPage() {
  useDocumentTitle(copy.pageTitle);
  const { user } = useAuth();
  const dispatch = useThunkDispatch();
  const [params, setParams] = useSearchParams();
  const active = user?.activeSubscription ?? null;
  const onMini = active?.plan?.slug === 'mini';
  const canPick = !active || onMini;
  const [pickerOpen, setPickerOpen] = useState(() => params.get('planes') === '1' && canPick);

  useEffect(() => {
    void dispatch(refreshCurrentUser());
  }, [dispatch]);

  const onPickerChange = (open: boolean) => {
    setPickerOpen(open);
    if (!open && params.has('planes')) {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('planes');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  if (!user) return null;
  const activePlanId = active?.plan?._id;
  const history = (user.subscriptions ?? []).filter(
    (s) => s._id !== active?._id && (!activePlanId || s.plan?._id !== activePlanId),
  );

  return (
    <div className="flex flex-col gap-10">
      <header>
        <h1 className="text-3xl font-semibold text-night-900 sm:text-4xl">{copy.title}</h1>
        <p className="mt-2 text-ink-soft">{copy.intro}</p>
      </header>

      <section aria-labelledby="current-subscription" className="flex flex-col gap-4">
        <h2 id="current-subscription" className="sr-only">
          {copy.current}
        </h2>
        {active ? (
          <ActiveSubscription
            subscription={active}
            action={
              onMini ? (
                <Button size="lg" onClick={() => setPickerOpen(true)}>
                  {es.panel.upgradeButton}
                </Button>
              ) : null
            }
          />
        ) : (
          <div className="flex flex-col items-start gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night-700/10 sm:p-8">
            <p className="font-display text-2xl font-semibold text-night-900">
              {es.panel.noActiveSubscription}
            </p>
            <p className="text-ink-soft">{copy.noActiveText}</p>
            <Button size="lg" onClick={() => setPickerOpen(true)}>
              {es.panel.viewPlans}
            </Button>
          </div>
        )}
        {/* Rendered with or without a plan: its confirmation stays once the plan has ended. */}
        <WithdrawalOffer />
      </section>

      <section aria-labelledby="subscription-history" className="flex flex-col gap-4">
        <h2 id="subscription-history" className="text-2xl font-semibold text-night-900">
          {copy.history}
        </h2>
        {history.length === 0 ? (
          <p className="text-ink-soft">{es.panel.noPreviousSubscriptions}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {history.map((s) => (
              <li key={s._id}>
                <PastSubscription subscription={s} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <PlanPickerModal open={pickerOpen} onOpenChange={onPickerChange} onMini={onMini} />
    </div>
  );
}

function ActiveSubscription({ subscription, action }: { subscription: UserSubscription; action: ReactNode }) {
  const plan = planOf(subscription);
  return (
    <article
      aria-labelledby="active-plan-name"
      className="overflow-hidden rounded-3xl bg-night-900 text-lavender-50 shadow-lg shadow-night-900/20"
    >
      <div className="flex flex-col gap-6 bg-[radial-gradient(30rem_16rem_at_100%_0%,rgba(244,183,99,0.18),transparent_70%)] p-6 sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm font-bold uppercase tracking-wider text-lavender-300">{copy.current}</p>
            <h3 id="active-plan-name" className="mt-1 text-3xl font-semibold text-white">
              {plan.name}
            </h3>
          </div>
          <StatusBadge status={subscription.status} />
        </div>
        {plan.description && <p className="max-w-2xl text-lavender-100">{plan.description}</p>}

        <RenewalControls subscription={subscription} />

        <dl className="grid gap-4 sm:grid-cols-3">
          <Detail term={copy.price} value={formatMoney(plan.price, plan.currency)} />
          <Detail term={copy.duration} value={copy.days(plan.durationDays)} />
          <Detail
            term={copy.createdAt}
            value={subscription.createdAt ? formatDate(subscription.createdAt) : '—'}
          />
        </dl>

        {plan.features.length > 0 && (
          <div>
            <p className="text-sm font-semibold text-lavender-200">{copy.features}</p>
            <ul className="mt-2 grid gap-2 xl:grid-cols-2">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2.5">
                  <Check className="mt-1.5 size-4 shrink-0 text-accent-300" strokeWidth={2.4} />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {action && <div>{action}</div>}
      </div>
    </article>
  );
}

/** How a detail of the active plan looks (DescriptionItem). */
const detail = {
  item: 'rounded-2xl bg-white/[0.06] px-4 py-3 ring-1 ring-inset ring-white/10',
  term: 'text-sm text-lavender-200',
  value: 'mt-0.5 text-lg font-semibold text-white',
};

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <DescriptionItem term={term} classes={detail}>
      {value}
    </DescriptionItem>
  );
}

function PastSubscription({ subscription }: { subscription: UserSubscription }) {
  const plan = planOf(subscription);
  return (
    <article className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="min-w-0">
        <h3 className="font-display text-lg font-semibold text-night-900">{plan.name}</h3>
        <p className="text-sm text-ink-soft">
          {subscription.startDate && subscription.endDate
            ? copy.period(formatDate(subscription.startDate), formatDate(subscription.endDate))
            : subscription.createdAt
              ? formatDate(subscription.createdAt)
              : ''}
          {' · '}
          {formatMoney(plan.price, plan.currency)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {subscription.refunded && (
          <span className="inline-flex items-center rounded-full bg-sky-100 px-3 py-1 text-sm font-bold text-night-700 ring-1 ring-inset ring-night-600/20">
            {copy.refunded}
          </span>
        )}
        <StatusBadge status={subscription.status} />
      </div>
    </article>
  );
}
