import { type PlanDto, es } from '@sanarte/shared';
import type { RecordDialogProps } from '../components/admin-dialog';
import { Badge } from '../components/badge';
import { DetailItem, DetailsDialog } from '../components/details-dialog';
import { plansCopy as copy } from './content';
import { TRIAL_SLUG, planDuration, planPrice } from './plan-price';

/**
 * 'Ver Detalles': description, price (in the plan's currency), duration (with its renewal in words
 * for a month or a year), access, features, state; the trial's note.
 */
export function PlanDetailsDialog({ plan, onOpenChange }: RecordDialogProps<'plan', PlanDto>) {
  return (
    <DetailsDialog item={plan} onOpenChange={onOpenChange} title={plan?.name ?? ''} closeSize="sm">
      {(plan) => (
        <div className="flex flex-col gap-5">
          {plan.slug === TRIAL_SLUG && (
            <p role="note" className="rounded-2xl bg-sky-100 px-4 py-3 text-sm font-semibold text-night-900">
              {es.admin.plansTrialAlwaysAvailable}
            </p>
          )}
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-3">
            <DetailItem term={copy.detail.description} className="sm:col-span-3">
              {plan.description || es.common.noDescription}
            </DetailItem>
            <DetailItem term={copy.detail.price}>
              <span className="font-semibold">{planPrice(plan)}</span>
            </DetailItem>
            <DetailItem term={copy.detail.duration}>{planDuration(plan.durationDays)}</DetailItem>
            <DetailItem term={copy.detail.status}>
              <Badge tone={plan.isActive ? 'green' : 'red'}>
                {plan.isActive ? copy.active : copy.inactive}
              </Badge>
            </DetailItem>
            <DetailItem term={copy.detail.access} className="sm:col-span-3">
              {plan.fullCategoryAccess
                ? copy.detail.fullAccess
                : plan.categoryAccess.length > 0
                  ? copy.detail.someCategories(plan.categoryAccess.length)
                  : copy.detail.noCategories}
            </DetailItem>
            <DetailItem term={copy.detail.features} className="sm:col-span-3">
              {plan.features.length === 0 ? (
                copy.detail.noFeatures
              ) : (
                <ul className="mt-1 flex flex-col gap-1.5">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <span aria-hidden="true" className="text-[#1b5e40]">
                        ✓
                      </span>
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              )}
            </DetailItem>
          </dl>
        </div>
      )}
    </DetailsDialog>
  );
}
