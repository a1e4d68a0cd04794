import type { UserSubscription } from '@sanarte/shared';
import type { SessionUser } from '../auth';

export type { UserSubscription };

/** The image to show for a user, if any. */
export const avatarOf = (user: SessionUser | null | undefined): string | null =>
  user?.avatarUrl || user?.profileImage || user?.photo || null;

/** A subscription's plan as the panel shows it (the user answer keeps plan fields loose). */
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
