import type { UserSubscription } from '@sanarte/shared';

/** A subscription's plan as the app shows it (the user answer keeps plan fields loose). */
export interface PlanView {
  _id: string;
  name: string;
  slug: string;
  description: string;
  price: number;
  currency: string;
  durationDays: number;
  features: string[];
}

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);

export function planOf(subscription: UserSubscription): PlanView {
  const p = subscription.plan ?? { _id: '' };
  return {
    _id: str(p._id),
    name: str(p.name, str(p.slug)),
    slug: str(p.slug),
    description: str(p.description),
    price: num(p.price),
    currency: str(p.currency, 'USD') || 'USD',
    durationDays: num(p.durationDays),
    features: Array.isArray(p.features) ? p.features.filter((f): f is string => typeof f === 'string') : [],
  };
}
