import { idParam, isDeletedQuery } from '@sanarte/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { notFound } from '../../lib/errors.js';
import { presentAudio, presentCategory, presentTheme } from './catalogue.presenter.js';
import { catalogueRepository } from './catalogue.repository.js';

/** Public reads of the catalogue. Staff views (inactive rows, audio URLs) come with the back-office. */
export function catalogueRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const repo = catalogueRepository(deps.database.db);
  const publicFilter = { includeDeleted: false, onlyActive: true };
  const uuid = z.uuid().optional();

  return async (app) => {
    app.get('/api/categories/list', { schema: { querystring: isDeletedQuery } }, async () => {
      const rows = await repo.listCategories(publicFilter);
      return { success: true, data: rows.map(presentCategory) };
    });

    app.get(
      '/api/themes/list',
      { schema: { querystring: isDeletedQuery.extend({ category: uuid }) } },
      async (req) => {
        const rows = await repo.listThemes(publicFilter, req.query.category);
        return { success: true, data: rows.map(presentTheme) };
      },
    );

    app.get(
      '/api/audios/list',
      { schema: { querystring: isDeletedQuery.extend({ theme: uuid, category: uuid }) } },
      async (req) => {
        const rows = await repo.listAudios(publicFilter, {
          themeId: req.query.theme,
          categoryId: req.query.category,
        });
        return { success: true, data: rows.map((r) => presentAudio(r)) };
      },
    );

    app.get('/api/themes/:id/audios', { schema: { params: idParam } }, async (req) => {
      const theme = await repo.findTheme(req.params.id, publicFilter);
      if (!theme) throw notFound();
      const rows = await repo.listAudios(publicFilter, { themeId: theme.id });
      return { success: true, data: rows.map((r) => presentAudio(r)) };
    });
  };
}
