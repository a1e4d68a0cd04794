import { progressAnswer } from '@sanarte/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userRead } from '../../lib/route-options.js';
import { guards } from '../auth/auth.plugin.js';
import type { ProgressService } from './progress.service.js';

export interface ProgressRoutesDeps {
  progress: ProgressService;
}

/** "Mi progreso": the signed-in listener's own figures. */
export function progressRoutes(deps: ProgressRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
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
  };
}
