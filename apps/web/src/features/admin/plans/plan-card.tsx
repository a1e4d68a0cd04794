import { type PlanDto, es } from '@sanarte/shared';
import { Eye, Pencil } from 'lucide-react';
import { Badge } from '../components/badge';
import { smallButton } from '../components/list-layout';
import { changeControl } from '../components/read-only';
import { fill } from '../people/format';
import { plansCopy as copy } from './content';
import { POPULAR_SLUG, TRIAL_SLUG, planInterval, planPrice } from './plan-price';

type PlanCardProps = {
  plan: PlanDto;
  canManage: boolean;
  onDetails: () => void;
  onEdit: () => void;
};

/**
 * One plan of the grid: name, slug badge, price, description, the first two features
 * and '+N características más'; the yearly Full plan is marked 'Popular'; no 'Editar' for
 * audio-prueba. The price is the spec's label in the plan's currency ('9,99 € / mes', '$99 / año'),
 * with the days beside it when the plan lasts neither a month nor a year.
 */
export function PlanCard({ plan, canManage, onDetails, onEdit }: PlanCardProps) {
  const popular = plan.slug === POPULAR_SLUG;
  const headingId = `plan-${plan._id}`;
  const more = plan.features.length - 2;
  return (
    <li
      aria-labelledby={headingId}
      className={`relative flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ${
        popular ? 'ring-2 ring-accent-500' : 'ring-night-900/10'
      }`}
    >
      {popular && (
        <span className="absolute -top-3 right-5 rounded-full bg-accent-400 px-3 py-0.5 text-xs font-bold uppercase tracking-wide text-night-950 shadow-sm">
          {es.admin.plansPopular}
        </span>
      )}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="font-display text-2xl font-semibold">
          {plan.name}
        </h2>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="lavender">
            <span className="font-mono">{plan.slug}</span>
          </Badge>
          {!plan.isActive && <Badge tone="red">{copy.inactive}</Badge>}
        </div>
      </div>
      <p className="font-display text-3xl font-semibold text-night-700">
        {planPrice(plan)}
        {planInterval(plan.durationDays) === null && (
          <>
            {' '}
            <span className="ml-1 font-sans text-sm font-semibold text-ink-soft">
              · {copy.perDays(plan.durationDays)}
            </span>
          </>
        )}
      </p>
      {plan.description && <p className="line-clamp-3 text-sm text-ink-soft">{plan.description}</p>}
      {plan.features.length > 0 && (
        <ul className="flex flex-col gap-1.5 text-sm">
          {plan.features.slice(0, 2).map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-[#1b5e40]">
                ✓
              </span>
              <span>{feature}</span>
            </li>
          ))}
          {more > 0 && (
            <li className="pl-5 font-semibold text-night-700">
              {fill(es.admin.plansMoreFeatures, { n: more })}
            </li>
          )}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <button type="button" className={smallButton} onClick={onDetails}>
          <Eye aria-hidden="true" className="size-4" />
          {es.admin.plansViewDetails}
          <span className="sr-only"> {copy.ofPlan(plan.name)}</span>
        </button>
        {plan.slug !== TRIAL_SLUG && (
          <button type="button" className={smallButton} onClick={onEdit} {...changeControl(!canManage)}>
            <Pencil aria-hidden="true" className="size-4" />
            {es.admin.plansEdit}
            <span className="sr-only"> {copy.planName(plan.name)}</span>
          </button>
        )}
      </div>
    </li>
  );
}
