/** Answers of the plans routes (see schemas/responses.ts for the shared envelope). */
import { z } from 'zod';
import { planDto } from '../schemas/plans.js';

/** GET /api/plans/list: the spec's `{ success, plans }`. */
export const planListAnswer = z.object({ success: z.literal(true), plans: z.array(planDto) });
export type PlanListAnswer = z.infer<typeof planListAnswer>;

/** GET /api/plans/name/:slug: the plan, and its id at the top level too. */
export const planBySlugAnswer = z.object({ success: z.literal(true), _id: z.string(), data: planDto });
export type PlanAnswer = z.infer<typeof planBySlugAnswer>;

/** PUT /api/plans/update/:id. */
export const planUpdatedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: planDto.nullable(),
});
export type PlanUpdatedAnswer = z.infer<typeof planUpdatedAnswer>;
