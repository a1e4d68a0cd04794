import {
  audioCompletionAnswer,
  audioPlaytimeAnswer,
  categoryPlaytimeAnswer,
  dashboardAnswer,
  dateRangeQuery,
  statsIdParam,
  themePlaytimeAnswer,
} from '@sanarte/shared';
import { z } from 'zod';
import { responses } from '../../lib/responses.js';
import { routes, staffRead } from '../../lib/route-options.js';
import { guards } from '../auth/auth.plugin.js';
import type { StatsService } from './stats.service.js';

export interface StatsRoutesDeps {
  stats: StatsService;
}

const kpiQuery = dateRangeQuery.extend({ limit: z.coerce.number().int().min(1).max(500).default(100) });

/** Back-office numbers: the dashboard and listening time (KPI Reproduccion). */
export const statsRoutes = routes(async (app, { stats }: StatsRoutesDeps) => {
  app.get(
    '/api/stats/crm/dashboard',
    staffRead("Get the back-office dashboard's figures (staff)", dateRangeQuery, dashboardAnswer),
    async (req) => {
      return { success: true as const, data: await stats.dashboard(req.query) };
    },
  );

  app.get(
    '/api/stats/crm/audio-completion',
    staffRead(
      'Get plays, listeners, completion and drop-off of every audio (staff)',
      z.object({}),
      audioCompletionAnswer,
    ),
    async () => ({ success: true as const, data: await stats.audioCompletion() }),
  );

  // Listening totals; the most specific paths first (':id' would match 'themes' and 'categories').
  const playtime = [
    [
      'theme',
      '/api/stats/crm/audio-playtime/themes/:id',
      themePlaytimeAnswer,
      'Get listening time of one theme or all themes (staff)',
    ],
    [
      'category',
      '/api/stats/crm/audio-playtime/categories/:id',
      categoryPlaytimeAnswer,
      'Get listening time of one category or all categories (staff)',
    ],
    [
      'audio',
      '/api/stats/crm/audio-playtime/:id',
      audioPlaytimeAnswer,
      'Get listening time of one audio or all audios (staff)',
    ],
  ] as const;
  for (const [kind, url, answer, summary] of playtime) {
    app.get(
      url,
      {
        config: { access: 'staff' },
        schema: {
          summary,
          params: statsIdParam,
          querystring: kpiQuery,
          response: responses({ 200: answer }),
        },
      },
      async (req) => {
        return { success: true as const, ...(await stats.playtime(kind, req.params.id, req.query)) };
      },
    );
  }
});
