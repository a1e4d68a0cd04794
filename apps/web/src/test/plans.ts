import type { PlanDto } from '@sanarte/shared';

/**
 * A plan as GET /api/plans/list answers it, for the pricing and picker tests: id `p-{slug}`, in
 * dollars for 30 days unless `patch` says otherwise; the slug 'full' opens the whole catalogue.
 */
export const planDto = (
  slug: string,
  name: string,
  price: number,
  order = 1,
  patch: Partial<PlanDto> = {},
): PlanDto => ({
  _id: `p-${slug}`,
  name,
  slug,
  description: `Descripción de ${name}`,
  price,
  currency: 'USD',
  durationDays: 30,
  features: [`Ventaja de ${name}`],
  categoryAccess: [],
  fullCategoryAccess: slug === 'full',
  isActive: true,
  order,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...patch,
});
