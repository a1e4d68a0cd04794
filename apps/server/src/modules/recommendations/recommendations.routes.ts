import { forYouAnswer } from '@sanarte/shared';
import { routes, userRead } from '../../lib/route-options.js';
import { guards } from '../auth/auth.plugin.js';
import type { RecommendationsService } from './recommendations.service.js';

export interface RecommendationsRoutesDeps {
  recommendations: RecommendationsService;
}

/** "Para ti": what the listener's test and listening recommend. */
export const recommendationsRoutes = routes(async (app, deps: RecommendationsRoutesDeps) => {
  app.get(
    '/api/library/for-you',
    userRead("Get what the signed-in listener's test and listening recommend (Para ti)", forYouAnswer),
    async (req) => {
      const a = await guards.user(req);
      return { success: true as const, data: await deps.recommendations.forYou(a.user) };
    },
  );
});
