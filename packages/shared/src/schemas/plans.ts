import { z } from 'zod';
import { PLAN_SLUGS } from '../constants.js';

export const planDto = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  durationDays: z.number(),
  features: z.array(z.string()),
  categoryAccess: z.array(z.string()),
  fullCategoryAccess: z.boolean(),
  isActive: z.boolean(),
  order: z.number(),
  createdAt: z.string(),
});
export type PlanDto = z.infer<typeof planDto>;

export const planSlugParam = z.object({ slug: z.string().min(1).max(60) });
export const isPlanSlug = (s: string): s is (typeof PLAN_SLUGS)[number] =>
  (PLAN_SLUGS as readonly string[]).includes(s);
