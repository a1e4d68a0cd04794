import type { PlansRepository } from './plans.repository.js';

/** Added for the users module (branch h-s1): whether a plan exists (a creator's plan slug). */
export function planLookupService(deps: { repo: PlansRepository }) {
  return {
    async existsBySlug(slug: string) {
      return (await deps.repo.findBySlug(slug, { onlyActive: false })) !== null;
    },
  };
}
export type PlanLookupService = ReturnType<typeof planLookupService>;
