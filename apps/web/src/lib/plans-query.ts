import type { PlanListAnswer } from '@sanarte/shared';

/**
 * GET /api/plans/list → the active plans, by `order`. The site's pricing and the panel's plan
 * picker each declare their own endpoint (own cache entry) on this one request.
 */
export const plansListQuery = {
  query: () => '/plans/list',
  transformResponse: (answer: PlanListAnswer) =>
    (Array.isArray(answer?.plans) ? answer.plans : [])
      .filter((plan) => plan.isActive !== false)
      .sort((a, b) => a.order - b.order),
};
