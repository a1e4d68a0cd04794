import type { PlanDto } from '@sanarte/shared';
import type { PlanRow } from './plans.repository.js';

export const presentPlan = (r: PlanRow): PlanDto => ({
  _id: r.id,
  name: r.name,
  slug: r.slug,
  description: r.description,
  price: Number(r.price),
  currency: r.currency,
  durationDays: r.durationDays,
  features: r.features,
  categoryAccess: r.categoryAccess,
  fullCategoryAccess: r.fullCategoryAccess,
  isActive: r.isActive,
  order: r.order,
  createdAt: r.createdAt.toISOString(),
});
