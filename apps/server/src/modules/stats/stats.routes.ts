import { dateRangeQuery, statsIdParam } from '@sanarte/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { guards } from '../auth/auth.plugin.js';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Back-office numbers, computed in SQL: the dashboard and listening time (KPI Reproduccion). */
export function statsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const db = deps.database.db;

  /** Inclusive date range; the default is the last 7 days. */
  function range(q: { from?: string | undefined; to?: string | undefined }) {
    const today = isoDay(deps.clock.now());
    const to = q.to ?? today;
    const from = q.from ?? isoDay(new Date(new Date(`${to}T00:00:00Z`).getTime() - 6 * DAY));
    return from <= to ? { from, to } : { from: to, to: from };
  }

  const playtime =
    (kind: 'audio' | 'theme' | 'category') =>
    async (
      req: import('fastify').FastifyRequest<{
        Params: { id: string };
        Querystring: { from?: string; to?: string; limit: number };
      }>,
    ) => {
      await guards.staff(req);
      const { id } = req.params;
      const { limit } = req.query;
      const hasRange = Boolean(req.query.from || req.query.to);
      const r = range(req.query);
      const conds: SQL[] = [sql`true`];
      if (hasRange) conds.push(sql`l.day between ${r.from}::date and ${r.to}::date`);
      const col =
        kind === 'audio' ? sql`l.audio_id` : kind === 'theme' ? sql`l.theme_id` : sql`l.category_id`;
      if (id !== 'all') conds.push(sql`${col} = ${id}::uuid`);
      const table = kind === 'audio' ? sql`audios` : kind === 'theme' ? sql`themes` : sql`categories`;
      const name = kind === 'audio' ? sql`x.title` : sql`x.name`;
      const rows = rowsOf<{ id: string; name: string; total: number }>(
        await db.execute(sql`
          select t.id, ${name} as name, t.total
            from (select ${col} as id, sum(l.seconds)::bigint as total
                    from listening_audio_days l
                   where ${sql.join(conds, sql` and `)}
                   group by ${col}) t
            join ${table} x on x.id = t.id
           order by t.total desc, name
           limit ${limit}`),
      );
      const key = kind === 'audio' ? 'audioId' : kind === 'theme' ? 'themeId' : 'categoryId';
      return {
        success: true,
        data: rows.map((row) => ({ [key]: row.id, name: row.name, totalSeconds: Number(row.total) })),
        ...(hasRange ? { from: r.from, to: r.to } : {}),
      };
    };

  const kpiQuery = dateRangeQuery.extend({ limit: z.coerce.number().int().min(1).max(500).default(100) });

  return async (app) => {
    app.get(
      '/api/stats/crm/dashboard',
      { config: { access: 'staff' }, schema: { querystring: dateRangeQuery } },
      async (req) => {
        await guards.staff(req);
        const r = range(req.query);
        const inRange = sql`created_at >= ${r.from}::date and created_at < (${r.to}::date + 1)`;
        const [totals] = rowsOf<{ total: number; active: number; verified: number; new_users: number }>(
          await db.execute(sql`
          select count(*)::int as total,
                 count(*) filter (where is_active)::int as active,
                 count(*) filter (where is_verified)::int as verified,
                 count(*) filter (where ${inRange})::int as new_users
            from users`),
        );
        const byRole = rowsOf<{ role: string; n: number; new_users: number }>(
          await db.execute(sql`
          select role, count(*)::int as n, count(*) filter (where ${inRange})::int as new_users
            from users group by role`),
        );
        return {
          success: true,
          data: {
            from: r.from,
            to: r.to,
            totalUsers: totals?.total ?? 0,
            activeUsers: totals?.active ?? 0,
            verifiedUsers: totals?.verified ?? 0,
            newUsers: totals?.new_users ?? 0,
            byRole: Object.fromEntries(byRole.map((x) => [x.role, x.n])),
            newByRole: Object.fromEntries(byRole.map((x) => [x.role, x.new_users])),
          },
        };
      },
    );

    app.get(
      '/api/stats/crm/audio-playtime/themes/:id',
      { config: { access: 'staff' }, schema: { params: statsIdParam, querystring: kpiQuery } },
      playtime('theme'),
    );
    app.get(
      '/api/stats/crm/audio-playtime/categories/:id',
      { config: { access: 'staff' }, schema: { params: statsIdParam, querystring: kpiQuery } },
      playtime('category'),
    );
    app.get(
      '/api/stats/crm/audio-playtime/:id',
      { config: { access: 'staff' }, schema: { params: statsIdParam, querystring: kpiQuery } },
      playtime('audio'),
    );
  };
}
