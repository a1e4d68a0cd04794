import { type PlanDto, es, priceLabel } from '@sanarte/shared';
import { Check } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { usePanelPlansQuery } from '../api';
import { subscriptionCopy as copy } from '../content';

/**
 * The plan picker: loads the plans; 'Elige un plan' with every active paid plan in its order
 * (staff may add any), or — for a user on mini — 'Actualizar al plan Full' with the plans of the
 * whole catalogue only, whose buttons read 'Mejorar plan'. Each shows its price in its currency
 * and its period. Mini goes to /panel/mis-tests?miniFlow=1 (the test and the two themes come
 * first); any other plan to /checkout/{slug}. The yearly Full (slug 'full') is highlighted, as on
 * the landing.
 */
export function PlanPickerModal({
  open,
  onOpenChange,
  onMini,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMini: boolean;
}) {
  const navigate = useNavigate();
  const { data, isLoading, isFetching, isError, refetch } = usePanelPlansQuery(undefined, { skip: !open });
  // The list holds the active plans only (plansListQuery); the free trial is not bought here.
  const plans = (data ?? []).filter((plan) => plan.price > 0 && (!onMini || plan.fullCategoryAccess));

  const choose = (plan: PlanDto) => {
    onOpenChange(false);
    navigate(
      plan.slug === 'mini' ? paths.panel.myTests.href({ miniFlow: true }) : paths.checkout.href(plan.slug),
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={onMini ? es.panel.upgradeToFull : es.panel.choosePlan}
      description={onMini ? copy.upgradeHint : undefined}
      closeLabel={es.common.close}
    >
      {isLoading || (isFetching && !data) ? (
        <div className="py-6 text-night-700">
          <Spinner label={copy.loadingPlans} showLabel />
        </div>
      ) : isError && !data ? (
        <RetryAlert message={copy.plansError} retryLabel={copy.retry} onRetry={() => void refetch()} />
      ) : plans.length === 0 ? (
        <p className="text-ink-soft">{copy.noPlans}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {plans.map((plan) => {
            const full = plan.slug === 'full';
            const [amount, per] = priceLabel(plan.price, plan.durationDays, plan.currency).split(' / ');
            // 'mes' and 'año' where the landing says so; a plan of another length, its days.
            const period =
              plan.durationDays === 30 || plan.durationDays === 365 ? per : copy.days(plan.durationDays);
            return (
              <li key={plan._id}>
                <article
                  aria-labelledby={`pick-${plan.slug}`}
                  className={`flex flex-col gap-3 rounded-2xl p-5 ${
                    full
                      ? 'bg-night-900 text-lavender-50 ring-2 ring-accent-400'
                      : 'bg-white ring-1 ring-night-700/15'
                  }`}
                >
                  {full && (
                    <p className="rounded-xl bg-accent-400 px-3 py-1.5 text-sm font-bold text-night-950">
                      {es.home.fullPromo}
                    </p>
                  )}
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 id={`pick-${plan.slug}`} className="text-xl font-semibold">
                      {plan.name}
                    </h3>
                    <p className="font-display text-2xl font-semibold">
                      {amount}{' '}
                      <span className={`text-sm font-sans ${full ? 'text-lavender-200' : 'text-ink-soft'}`}>
                        / {period}
                      </span>
                    </p>
                  </div>
                  {plan.description && (
                    <p className={`text-sm ${full ? 'text-lavender-200' : 'text-ink-soft'}`}>
                      {plan.description}
                    </p>
                  )}
                  {plan.features.length > 0 && (
                    <ul className="flex flex-col gap-1.5 text-sm">
                      {plan.features.map((feature) => (
                        <li key={feature} className="flex gap-2">
                          <Check
                            strokeWidth={2.4}
                            className={`mt-1 size-3.5 shrink-0 ${full ? 'text-accent-300' : 'text-night-600'}`}
                          />
                          <span>{feature}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                  <Button
                    variant={full ? 'primary' : 'outline'}
                    className="mt-1 w-full"
                    onClick={() => choose(plan)}
                    aria-describedby={`pick-${plan.slug}`}
                  >
                    {onMini ? es.home.upgradePlan : es.home.subscribe}
                  </Button>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
