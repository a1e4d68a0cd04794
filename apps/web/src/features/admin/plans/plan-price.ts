import { type PlanDto, es, formatMoney } from '@sanarte/shared';

/** 'Gratis' when the price is 0, otherwise the price in its currency. */
export const planPrice = (plan: Pick<PlanDto, 'price' | 'currency'>) =>
  plan.price === 0 ? es.admin.plansFree : formatMoney(plan.price, plan.currency || 'USD');

export const TRIAL_SLUG = 'audio-prueba';
export const FULL_SLUG = 'full';
