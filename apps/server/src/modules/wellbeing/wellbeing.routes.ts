import {
  retakeTestRequestSchema,
  testHistoryAnswer,
  testResultRequestSchema,
  testTakenAnswer,
} from '@sanarte/shared';
import type { RateLimits } from '../../lib/rate-limits.js';
import { responses } from '../../lib/responses.js';
import { routes, userRead } from '../../lib/route-options.js';
import { guards } from '../auth/auth.plugin.js';
import { presentTestTaken } from './wellbeing.presenter.js';
import type { WellbeingService } from './wellbeing.service.js';

export interface WellbeingRoutesDeps {
  wellbeing: WellbeingService;
  rateLimits: RateLimits;
}

/** The wellbeing test: take it, retake it, and the history of takes. */
export const wellbeingRoutes = routes(async (app, { wellbeing, rateLimits }: WellbeingRoutesDeps) => {
  // Taking the test and retaking it: the same request and answer, each with its own rule.
  for (const [method, url, summary, body, take] of [
    [
      'POST',
      '/api/users/take-test',
      'Save the result of the wellbeing test',
      testResultRequestSchema,
      wellbeing.takeTest,
    ],
    [
      'PUT',
      '/api/users/retake-test',
      'Retake the wellbeing test and save the new result',
      retakeTestRequestSchema,
      wellbeing.retakeTest,
    ],
  ] as const) {
    app.route({
      method,
      url,
      schema: { summary, body, response: responses({ 200: testTakenAnswer }) },
      config: { access: 'user', rateLimit: rateLimits.writes },
      handler: async (req) => {
        const a = await guards.user(req);
        return presentTestTaken(await take(a.user, req.body.categorySlug, req.body.themesSlugs));
      },
    });
  }

  app.get(
    '/api/users/test-history',
    userRead("List the signed-in user's earlier wellbeing tests", testHistoryAnswer),
    async (req) => {
      const a = await guards.user(req);
      return { success: true as const, data: await wellbeing.history(a.user.id) };
    },
  );
});
