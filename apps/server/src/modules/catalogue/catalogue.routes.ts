import {
  audioInputSchema,
  categoryInputSchema,
  idParam,
  isActiveOnlySchema,
  isDeletedQuery,
  themeInputSchema,
} from '@sanarte/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { notFound } from '../../lib/errors.js';
import { guards } from '../auth/auth.plugin.js';
import { presentAudio, presentCategory, presentTheme } from './catalogue.presenter.js';
import { type AudioRow, type ListFilter, catalogueRepository } from './catalogue.repository.js';
import { catalogueService } from './catalogue.service.js';

const STAFF = new Set(['admin', 'crmUser']);
const AUDIO_URL_TTL_MS = 3600_000;

/** The toggle sends only {isActive}; everything else is the full form. */
function parseUpdate<T extends z.ZodTypeAny>(schema: T, body: unknown): Partial<z.infer<T>> {
  const only = isActiveOnlySchema.safeParse(body);
  if (only.success) return only.data as unknown as Partial<z.infer<T>>;
  return schema.parse(body);
}

/**
 * The catalogue: the public sees active items without audio file URLs; staff see every item
 * (deleted ones with ?isDeleted=true) with signed audio URLs; admin changes it.
 */
export function catalogueRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const repo = catalogueRepository(deps.database.db);
  const service = catalogueService({ db: deps.database.db, storage: deps.storage });
  const uuid = z.uuid().optional();
  const writes = { rateLimit: deps.rateLimits.writes };

  async function viewer(
    req: FastifyRequest,
    includeDeleted: boolean,
  ): Promise<{ staff: boolean; filter: ListFilter }> {
    const a = await req.auth();
    const staff = Boolean(a && STAFF.has(a.user.role));
    return {
      staff,
      filter: staff ? { includeDeleted, onlyActive: false } : { includeDeleted: false, onlyActive: true },
    };
  }

  /** An audio as staff see it: with a signed, expiring URL of its file. */
  async function staffAudio(r: AudioRow) {
    const until = new Date(deps.clock.now().getTime() + AUDIO_URL_TTL_MS);
    return presentAudio(r, r.audioPath ? await deps.storage.signedUrl(r.audioPath, until) : '');
  }

  return async (app) => {
    app.get('/api/categories/list', { schema: { querystring: isDeletedQuery } }, async (req) => {
      const { filter } = await viewer(req, req.query.isDeleted);
      const rows = await repo.listCategories(filter);
      return { success: true, data: rows.map(presentCategory) };
    });

    app.get(
      '/api/themes/list',
      { schema: { querystring: isDeletedQuery.extend({ category: uuid }) } },
      async (req) => {
        const { filter } = await viewer(req, req.query.isDeleted);
        const rows = await repo.listThemes(filter, req.query.category);
        return { success: true, data: rows.map(presentTheme) };
      },
    );

    app.get(
      '/api/audios/list',
      { schema: { querystring: isDeletedQuery.extend({ theme: uuid, category: uuid }) } },
      async (req) => {
        const { staff, filter } = await viewer(req, req.query.isDeleted);
        const rows = await repo.listAudios(filter, {
          themeId: req.query.theme,
          categoryId: req.query.category,
        });
        if (!staff) return { success: true, data: rows.map((r) => presentAudio(r)) };
        return { success: true, data: await Promise.all(rows.map(staffAudio)) };
      },
    );

    /** Real counts for the landing's claims: never promise more than the catalogue has. */
    app.get('/api/catalogue/stats', async (_req, reply) => {
      const filter = { includeDeleted: false, onlyActive: true };
      const [cats, themes, audios] = await Promise.all([
        repo.listCategories(filter),
        repo.listThemes(filter),
        repo.listAudios(filter),
      ]);
      reply.header('cache-control', 'public, max-age=300');
      return {
        success: true,
        data: {
          categories: cats.length,
          themes: themes.length,
          audios: audios.length,
          // The band names what it counts: the live categories, in the catalogue's order.
          categoryNames: cats.map((c) => c.name),
        },
      };
    });

    app.get('/api/themes/:id/audios', { schema: { params: idParam } }, async (req) => {
      const publicFilter = { includeDeleted: false, onlyActive: true };
      const theme = await repo.findTheme(req.params.id, publicFilter);
      if (!theme) throw notFound();
      const rows = await repo.listAudios(publicFilter, { themeId: theme.id });
      return { success: true, data: rows.map((r) => presentAudio(r)) };
    });

    // ── Admin changes ─────────────────────────────────────────────────────────────────────────
    // Every create/update answers with the record exactly as the staff list shows it, so a client
    // can keep it and send it back whole as the next update's body.
    const staffView: ListFilter = { includeDeleted: false, onlyActive: false };
    async function categoryRecord(id: string) {
      const row = await repo.findCategory(id, staffView);
      if (!row) throw notFound();
      return presentCategory(row);
    }
    async function themeRecord(id: string) {
      const row = await repo.findTheme(id, staffView);
      if (!row) throw notFound();
      return presentTheme(row);
    }
    async function audioRecord(id: string) {
      const row = await repo.findAudio(id, staffView);
      if (!row) throw notFound();
      return staffAudio(row);
    }

    app.post(
      '/api/categories/create',
      { schema: { body: categoryInputSchema }, config: { ...writes, access: 'admin' } },
      async (req, reply) => {
        await guards.admin(req);
        const id = await service.createCategory(req.body);
        reply.status(201);
        return { success: true, message: 'OK', data: await categoryRecord(id) };
      },
    );
    app.put(
      '/api/categories/update/:id',
      { schema: { params: idParam }, config: { ...writes, access: 'admin' } },
      async (req) => {
        await guards.admin(req);
        await service.updateCategory(req.params.id, parseUpdate(categoryInputSchema, req.body));
        return { success: true, message: 'OK', data: await categoryRecord(req.params.id) };
      },
    );
    app.delete(
      '/api/categories/delete/:id',
      { schema: { params: idParam }, config: { ...writes, access: 'admin' } },
      async (req) => {
        await guards.admin(req);
        await service.deleteCategory(req.params.id);
        return { success: true, message: 'OK' };
      },
    );

    app.post(
      '/api/themes/create',
      { schema: { body: themeInputSchema }, config: { ...writes, access: 'admin' } },
      async (req, reply) => {
        await guards.admin(req);
        const id = await service.createTheme(req.body);
        reply.status(201);
        return { success: true, message: 'OK', data: await themeRecord(id) };
      },
    );
    app.put(
      '/api/themes/update/:id',
      { schema: { params: idParam }, config: { ...writes, access: 'admin' } },
      async (req) => {
        await guards.admin(req);
        await service.updateTheme(req.params.id, parseUpdate(themeInputSchema, req.body));
        return { success: true, message: 'OK', data: await themeRecord(req.params.id) };
      },
    );
    app.delete(
      '/api/themes/delete/:id',
      { schema: { params: idParam }, config: { ...writes, access: 'admin' } },
      async (req) => {
        await guards.admin(req);
        await service.deleteTheme(req.params.id);
        return { success: true, message: 'OK' };
      },
    );

    app.post(
      '/api/audios/create',
      { schema: { body: audioInputSchema }, config: { ...writes, access: 'admin' } },
      async (req, reply) => {
        await guards.admin(req);
        const id = await service.createAudio(req.body);
        reply.status(201);
        return { success: true, message: 'OK', data: await audioRecord(id) };
      },
    );
    app.put(
      '/api/audios/update/:id',
      { schema: { params: idParam }, config: { ...writes, access: 'admin' } },
      async (req) => {
        await guards.admin(req);
        await service.updateAudio(req.params.id, parseUpdate(audioInputSchema, req.body));
        return { success: true, message: 'OK', data: await audioRecord(req.params.id) };
      },
    );
    app.delete(
      '/api/audios/delete/:id',
      { schema: { params: idParam }, config: { ...writes, access: 'admin' } },
      async (req) => {
        await guards.admin(req);
        await service.deleteAudio(req.params.id);
        return { success: true, message: 'OK' };
      },
    );
  };
}
