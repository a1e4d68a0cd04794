import { type PlanDto, es, priceLabel } from '@sanarte/shared';
import { plansCopy as copy } from './content';

/** The two renewals a new plan can have, in days (planCreateSchema). */
export const MONTHLY_DAYS = 30;
export const YEARLY_DAYS = 365;

/**
 * 'Gratis' when the price is 0, otherwise the spec's label in the plan's own currency:
 * '$99 / año', '9,99 € / mes' (shared priceLabel).
 */
export const planPrice = (plan: Pick<PlanDto, 'price' | 'currency' | 'durationDays'>) =>
  plan.price === 0 ? es.admin.plansFree : priceLabel(plan.price, plan.durationDays, plan.currency || 'USD');

/** The renewal in words ('Cada mes', 'Cada año'), or null for any other duration. */
export const planInterval = (days: number): string | null =>
  days === MONTHLY_DAYS
    ? es.admin.planIntervalMonthly
    : days === YEARLY_DAYS
      ? es.admin.planIntervalYearly
      : null;

/** The duration as the details say it: '30 días · Cada mes', '2 días'. */
export const planDuration = (days: number) => {
  const interval = planInterval(days);
  return interval ? `${copy.perDays(days)} · ${interval}` : copy.perDays(days);
};

export const TRIAL_SLUG = 'audio-prueba';
/**
 * The plan the landing highlights, marked 'Popular' on its card: a badge only. What a plan opens
 * (the whole catalogue or some categories) is its `fullCategoryAccess`, never its slug.
 */
export const POPULAR_SLUG = 'full';
