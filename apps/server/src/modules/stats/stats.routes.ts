import {
  audioPlaytimeAnswer,
  categoryPlaytimeAnswer,
  dashboardAnswer,
  dateRangeQuery,
  statsIdParam,
  themePlaytimeAnswer,
} from '@sanarte/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../lib/responses.js';
import { guards } from '../auth/auth.plugin.js';
import type { StatsService } from './stats.service.js';

export interface StatsRoutesDeps {
  stats: StatsService;
}

const kpiQuery = dateRangeQuery.extend({ limit: z.coerce.number().int().min(1).max(500).default(100) });

/** Back-office numbers: the dashboard and listening time (KPI Reproduccion). */
export function statsRoutes(deps: StatsRoutesDeps): FastifyPluginAsyncZod {
  const { stats } = deps;
  return async (app) => {
    app.get(
      '/api/stats/crm/dashboard',
      {
        config: { access: 'staff' },
        schema: { querystring: dateRangeQuery, response: responses({ 200: dashboardAnswer }) },
      },
      async (req) => {
        await guards.staff(req);
        return { success: true as const, data: await stats.dashboard(req.query) };
      },
    );

    app.get(
      '/api/stats/crm/audio-playtime/themes/:id',
      {
        config: { access: 'staff' },
        schema: {
          params: statsIdParam,
          querystring: kpiQuery,
          response: responses({ 200: themePlaytimeAnswer }),
        },
      },
      async (req) => {
        await guards.staff(req);
        return { success: true as const, ...(await stats.playtime('theme', req.params.id, req.query)) };
      },
    );
    app.get(
      '/api/stats/crm/audio-playtime/categories/:id',
      {
        config: { access: 'staff' },
        schema: {
          params: statsIdParam,
          querystring: kpiQuery,
          response: responses({ 200: categoryPlaytimeAnswer }),
        },
      },
      async (req) => {
        await guards.staff(req);
        return { success: true as const, ...(await stats.playtime('category', req.params.id, req.query)) };
      },
    );
    app.get(
      '/api/stats/crm/audio-playtime/:id',
      {
        config: { access: 'staff' },
        schema: {
          params: statsIdParam,
          querystring: kpiQuery,
          response: responses({ 200: audioPlaytimeAnswer }),
        },
      },
      async (req) => {
        await guards.staff(req);
        return { success: true as const, ...(await stats.playtime('audio', req.params.id, req.query)) };
      },
    );
  };
}
