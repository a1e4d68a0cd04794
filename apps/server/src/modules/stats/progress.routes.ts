import { progressAnswer } from '@sanarte/shared';
import { routes, userRead } from '../../lib/route-options.js';
import { guards } from '../auth/auth.plugin.js';
import type { ProgressService } from './progress.service.js';

export interface ProgressRoutesDeps {
  progress: ProgressService;
}

/** "Mi progreso": the signed-in listener's own figures. */
export const progressRoutes = routes(async (app, deps: ProgressRoutesDeps) => {
  app.get(
    '/api/library/progress',
    userRead(
      "Get the signed-in listener's progress: minutes, completed sessions, themes (Mi progreso)",
      progressAnswer,
    ),
    async (req) => {
      const a = await guards.user(req);
      return { success: true as const, data: await deps.progress.progress(a.user.id) };
    },
  );
});
