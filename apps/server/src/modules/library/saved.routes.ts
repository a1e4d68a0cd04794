import { idParam, savedAnswer } from '@sanarte/shared';
import type { RateLimits } from '../../lib/rate-limits.js';
import { routes, userRead, write } from '../../lib/route-options.js';
import { guards } from '../auth/auth.plugin.js';
import type { SavedService } from './saved.service.js';

export interface SavedRoutesDeps {
  saved: SavedService;
  rateLimits: RateLimits;
}

/** "Guardados": the listener's shelf of saved audios. */
export const savedRoutes = routes(async (app, { saved, rateLimits }: SavedRoutesDeps) => {
  const change = (summary: string) =>
    write('user', rateLimits.writes, summary, savedAnswer, { params: idParam });
  app.get(
    '/api/library/saved',
    userRead('List the audios the listener saved (Guardados)', savedAnswer),
    async (req) => {
      const a = await guards.user(req);
      return { success: true as const, data: await saved.shelf(a.user) };
    },
  );
  app.put('/api/library/saved/:id', change('Save an audio to the listener’s Guardados'), async (req) => {
    const a = await guards.user(req);
    return { success: true as const, data: await saved.save(a.user, req.params.id) };
  });
  app.delete('/api/library/saved/:id', change('Take an audio off the listener’s Guardados'), async (req) => {
    const a = await guards.user(req);
    return { success: true as const, data: await saved.unsave(a.user, req.params.id) };
  });
});
