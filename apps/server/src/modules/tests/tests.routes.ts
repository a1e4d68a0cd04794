import { es, retakeTestRequestSchema, testResultRequestSchema } from '@sanarte/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { categories, testResults, themes, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { guards } from '../auth/auth.plugin.js';
import type { AccessService } from '../library/access.service.js';
import type { UsersService } from '../users/users.service.js';

/**
 * The wellbeing test's result: every take is a row (history kept); the latest is the user's
 * current result. The recommendation is validated against the catalogue.
 */
export function testsRoutes(
  deps: AppDeps & { users: UsersService; access: AccessService },
): FastifyPluginAsyncZod {
  const db = deps.database.db;

  async function validate(categorySlug: string, themeSlugs: string[]) {
    const cat = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.slug, categorySlug), eq(categories.isDeleted, false)))
      .limit(1);
    const found = await db
      .select({ slug: themes.slug })
      .from(themes)
      .where(and(inArray(themes.slug, themeSlugs), eq(themes.isDeleted, false)));
    if (!cat[0] || found.length !== themeSlugs.length) throw new AppError(400, es.test.invalidResult);
  }

  async function save(userId: string, categorySlug: string, themeSlugs: string[]) {
    await validate(categorySlug, themeSlugs);
    await db.transaction(async (tx) => {
      await tx.insert(testResults).values({ userId, categorySlug, themeSlugs, createdAt: deps.clock.now() });
      await tx.update(users).set({ tookTest: true, updatedAt: sql`now()` }).where(eq(users.id, userId));
    });
    const user = await deps.users.profileById(userId);
    return user;
  }

  return async (app) => {
    app.post(
      '/api/users/take-test',
      {
        schema: { body: testResultRequestSchema },
        config: { access: 'user', rateLimit: deps.rateLimits.writes },
      },
      async (req) => {
        const a = await guards.user(req);
        const user = await save(a.user.id, req.body.categorySlug, req.body.themesSlugs);
        return { success: true, message: 'OK', data: { testResult: user?.testResult, user } };
      },
    );

    app.put(
      '/api/users/retake-test',
      {
        schema: { body: retakeTestRequestSchema },
        config: { access: 'user', rateLimit: deps.rateLimits.writes },
      },
      async (req) => {
        const a = await guards.user(req);
        // A trial audio is chosen from the current result, and a mini plan was bought with it.
        if (a.user.temporaryAudioId) throw new AppError(403, es.errors.forbidden);
        const scope = await deps.access.scope(a.user.id);
        if (a.user.tookTest && scope && !scope.all && scope.themeIds.size > 0) {
          throw new AppError(403, es.errors.forbidden);
        }
        const user = await save(a.user.id, req.body.categorySlug, req.body.themesSlugs);
        return { success: true, message: 'OK', data: { testResult: user?.testResult, user } };
      },
    );

    app.get('/api/users/test-history', { config: { access: 'user' } }, async (req) => {
      const a = await guards.user(req);
      const rows = await db
        .select({
          id: testResults.id,
          categorySlug: testResults.categorySlug,
          themeSlugs: testResults.themeSlugs,
          createdAt: testResults.createdAt,
        })
        .from(testResults)
        .where(eq(testResults.userId, a.user.id))
        .orderBy(sql`${testResults.createdAt} desc`)
        .limit(100);
      return {
        success: true,
        data: rows.map((r) => ({
          _id: r.id,
          categoriaPrincipal: r.categorySlug,
          topTemas: r.themeSlugs,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    });
  };
}
