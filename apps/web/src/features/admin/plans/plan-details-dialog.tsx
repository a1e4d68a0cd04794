import * as Dialog from '@radix-ui/react-dialog';
import { type PlanDto, es } from '@sanarte/shared';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { AdminDialog } from '../components/admin-dialog';
import { Badge } from '../components/badge';
import { plansCopy as copy } from './content';
import { TRIAL_SLUG, planPrice } from './plan-price';

/** 'Ver Detalles': description, price, duration, features, state; the trial's note. */
export function PlanDetailsDialog({
  plan,
  onOpenChange,
}: {
  plan: PlanDto | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <AdminDialog
      open={Boolean(plan)}
      onOpenChange={onOpenChange}
      title={plan?.name ?? ''}
      size="md"
      footer={
        <Dialog.Close asChild>
          <Button variant="outline" size="sm">
            {es.common.close}
          </Button>
        </Dialog.Close>
      }
    >
      {plan && (
        <div className="flex flex-col gap-5">
          {plan.slug === TRIAL_SLUG && (
            <p role="note" className="rounded-2xl bg-sky-100 px-4 py-3 text-sm font-semibold text-night-900">
              {es.admin.plansTrialAlwaysAvailable}
            </p>
          )}
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-3">
            <Item term={copy.detail.description} wide>
              {plan.description || es.common.noDescription}
            </Item>
            <Item term={copy.detail.price}>
              <span className="font-semibold">{planPrice(plan)}</span>
            </Item>
            <Item term={copy.detail.duration}>{copy.perDays(plan.durationDays)}</Item>
            <Item term={copy.detail.status}>
              <Badge tone={plan.isActive ? 'green' : 'red'}>
                {plan.isActive ? copy.active : copy.inactive}
              </Badge>
            </Item>
            <Item term={copy.detail.access} wide>
              {plan.fullCategoryAccess
                ? copy.detail.fullAccess
                : plan.categoryAccess.length > 0
                  ? copy.detail.someCategories(plan.categoryAccess.length)
                  : copy.detail.noCategories}
            </Item>
            <Item term={copy.detail.features} wide>
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
            </Item>
          </dl>
        </div>
      )}
    </AdminDialog>
  );
}

function Item({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex flex-col gap-1 ${wide ? 'sm:col-span-3' : ''}`}>
      <dt className="text-sm font-semibold text-ink-soft">{term}</dt>
      <dd className="text-night-900">{children}</dd>
    </div>
  );
}
