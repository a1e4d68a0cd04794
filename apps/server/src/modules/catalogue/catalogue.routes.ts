import {
  apiMessage,
  audioAnswer,
  audioInputSchema,
  audioListAnswer,
  catalogueStatsAnswer,
  categoryAnswer,
  categoryInputSchema,
  categoryListAnswer,
  idParam,
  isActiveOnlySchema,
  isDeletedQuery,
  themeAnswer,
  themeInputSchema,
  themeListAnswer,
} from '@sanarte/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RateLimits } from '../../lib/rate-limits.js';
import { responses } from '../../lib/responses.js';
import { routes } from '../../lib/route-options.js';
import { guards, isBackOfficeUser } from '../auth/auth.plugin.js';
import type { CatalogueService, Viewer } from './catalogue.service.js';

export interface CatalogueRoutesDeps {
  catalogue: CatalogueService;
  rateLimits: RateLimits;
}

/** The toggle sends only {isActive}; everything else is the full form. */
function parseUpdate<T extends z.ZodTypeAny>(schema: T, body: unknown): Partial<z.infer<T>> {
  const only = isActiveOnlySchema.safeParse(body);
  if (only.success) return only.data as unknown as Partial<z.infer<T>>;
  return schema.parse(body);
}

/** Staff see every item (deleted ones with ?isDeleted=true); everyone else the public catalogue. */
async function viewer(req: FastifyRequest, includeDeleted: boolean): Promise<Viewer> {
  const a = await req.auth();
  return { staff: Boolean(a && isBackOfficeUser(a.user)), includeDeleted };
}

/**
 * The catalogue: the public sees active items without audio file URLs; staff see every item
 * (deleted ones with ?isDeleted=true) with signed audio URLs; admin changes it.
 */
export const catalogueRoutes = routes(async (app, { catalogue, rateLimits }: CatalogueRoutesDeps) => {
  const uuid = z.uuid().optional();
  const writes = { rateLimit: rateLimits.writes };
  const admin = { ...writes, access: 'admin' as const };
  app.get(
    '/api/categories/list',
    {
      schema: {
        summary: 'List the catalogue categories',
        querystring: isDeletedQuery,
        response: responses({ 200: categoryListAnswer }),
      },
    },
    async (req) => ({
      success: true as const,
      data: await catalogue.categories(await viewer(req, req.query.isDeleted)),
    }),
  );

  app.get(
    '/api/themes/list',
    {
      schema: {
        summary: 'List themes, optionally of one category',
        querystring: isDeletedQuery.extend({ category: uuid }),
        response: responses({ 200: themeListAnswer }),
      },
    },
    async (req) => ({
      success: true as const,
      data: await catalogue.themes(await viewer(req, req.query.isDeleted), req.query.category),
    }),
  );

  app.get(
    '/api/audios/list',
    {
      schema: {
        summary: 'List audios, optionally of one theme or category',
        querystring: isDeletedQuery.extend({ theme: uuid, category: uuid }),
        response: responses({ 200: audioListAnswer }),
      },
    },
    async (req) => ({
      success: true as const,
      data: await catalogue.audios(await viewer(req, req.query.isDeleted), {
        themeId: req.query.theme,
        categoryId: req.query.category,
      }),
    }),
  );

  /** Real counts for the landing's claims: never promise more than the catalogue has. */
  app.get(
    '/api/catalogue/stats',
    {
      schema: {
        summary: 'Count the live categories, themes and audios',
        response: responses({ 200: catalogueStatsAnswer }),
      },
    },
    async (_req, reply) => {
      const data = await catalogue.stats();
      reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/themes/:id/audios',
    {
      schema: {
        summary: 'List the public audios of a public theme',
        params: idParam,
        response: responses({ 200: audioListAnswer }),
      },
    },
    async (req) => ({ success: true as const, data: await catalogue.themeAudios(req.params.id) }),
  );

  // ── Admin changes ─────────────────────────────────────────────────────────────────────────
  // Every create/update answers with the record exactly as the staff list shows it.
  app.post(
    '/api/categories/create',
    {
      schema: {
        summary: 'Create a category (admin)',
        body: categoryInputSchema,
        response: responses({ 201: categoryAnswer }),
      },
      config: admin,
    },
    async (req, reply) => {
      await guards.admin(req);
      const data = await catalogue.createCategory(req.body);
      reply.status(201);
      return { success: true as const, message: 'OK', data };
    },
  );
  app.put(
    '/api/categories/update/:id',
    {
      schema: {
        summary: 'Update a category, or only its active flag (admin)',
        params: idParam,
        response: responses({ 200: categoryAnswer }),
      },
      config: admin,
    },
    async (req) => {
      await guards.admin(req);
      const data = await catalogue.updateCategory(req.params.id, parseUpdate(categoryInputSchema, req.body));
      return { success: true as const, message: 'OK', data };
    },
  );
  app.delete(
    '/api/categories/delete/:id',
    {
      schema: {
        summary: 'Delete a category (admin)',
        params: idParam,
        response: responses({ 200: apiMessage }),
      },
      config: admin,
    },
    async (req) => {
      await guards.admin(req);
      await catalogue.deleteCategory(req.params.id);
      return { success: true as const, message: 'OK' };
    },
  );

  app.post(
    '/api/themes/create',
    {
      schema: {
        summary: 'Create a theme (admin)',
        body: themeInputSchema,
        response: responses({ 201: themeAnswer }),
      },
      config: admin,
    },
    async (req, reply) => {
      await guards.admin(req);
      const data = await catalogue.createTheme(req.body);
      reply.status(201);
      return { success: true as const, message: 'OK', data };
    },
  );
  app.put(
    '/api/themes/update/:id',
    {
      schema: {
        summary: 'Update a theme, or only its active flag (admin)',
        params: idParam,
        response: responses({ 200: themeAnswer }),
      },
      config: admin,
    },
    async (req) => {
      await guards.admin(req);
      const data = await catalogue.updateTheme(req.params.id, parseUpdate(themeInputSchema, req.body));
      return { success: true as const, message: 'OK', data };
    },
  );
  app.delete(
    '/api/themes/delete/:id',
    {
      schema: {
        summary: 'Delete a theme (admin)',
        params: idParam,
        response: responses({ 200: apiMessage }),
      },
      config: admin,
    },
    async (req) => {
      await guards.admin(req);
      await catalogue.deleteTheme(req.params.id);
      return { success: true as const, message: 'OK' };
    },
  );

  app.post(
    '/api/audios/create',
    {
      schema: {
        summary: 'Create an audio (admin)',
        body: audioInputSchema,
        response: responses({ 201: audioAnswer }),
      },
      config: admin,
    },
    async (req, reply) => {
      await guards.admin(req);
      const data = await catalogue.createAudio(req.body);
      reply.status(201);
      return { success: true as const, message: 'OK', data };
    },
  );
  app.put(
    '/api/audios/update/:id',
    {
      schema: {
        summary: 'Update an audio, or only its active flag (admin)',
        params: idParam,
        response: responses({ 200: audioAnswer }),
      },
      config: admin,
    },
    async (req) => {
      await guards.admin(req);
      const data = await catalogue.updateAudio(req.params.id, parseUpdate(audioInputSchema, req.body));
      return { success: true as const, message: 'OK', data };
    },
  );
  app.delete(
    '/api/audios/delete/:id',
    {
      schema: {
        summary: 'Delete an audio (admin)',
        params: idParam,
        response: responses({ 200: apiMessage }),
      },
      config: admin,
    },
    async (req) => {
      await guards.admin(req);
      await catalogue.deleteAudio(req.params.id);
      return { success: true as const, message: 'OK' };
    },
  );
});
