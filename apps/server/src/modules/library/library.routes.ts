import { es, idParam } from '@sanarte/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { playbackPositions } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { guards } from '../auth/auth.plugin.js';
import { presentAudio } from '../catalogue/catalogue.presenter.js';
import { catalogueRepository } from '../catalogue/catalogue.repository.js';
import type { PlaybackService } from '../stats/playback.service.js';
import { URL_TTL_MS } from '../wellbeing/trial.routes.js';
import type { AccessRepository } from './access.repository.js';
import type { AccessService } from './access.service.js';

/** Mi Biblioteca: what the user's subscription opens, and signed URLs to play it. */
export function libraryRoutes(
  deps: AppDeps & { access: AccessService; accessRepo: AccessRepository; playback: PlaybackService },
): FastifyPluginAsyncZod {
  const catalogue = catalogueRepository(deps.database.db);
  const db = deps.database.db;

  return async (app) => {
    app.get(
      '/api/library',
      {
        config: { access: 'member' },
        schema: { querystring: z.object({ q: z.string().trim().max(100).optional() }) },
      },
      async (req) => {
        const a = await guards.member(req);
        const scope = await deps.access.scope(a.user.id);
        if (!scope) return { success: true, data: { categories: [], hasSubscription: false } };
        const all = await catalogue.listAudios({ includeDeleted: false, onlyActive: true });
        const q = req.query.q?.toLowerCase();
        const open = all.filter(
          (r) =>
            (scope.all || scope.categoryIds.has(r.categoryId) || scope.themeIds.has(r.themeId)) &&
            (!q || r.title.toLowerCase().includes(q) || r.tags.some((t) => t.includes(q))),
        );
        const positions = new Map(
          (
            await db
              .select({ audioId: playbackPositions.audioId, p: playbackPositions.positionSeconds })
              .from(playbackPositions)
              .where(eq(playbackPositions.userId, a.user.id))
          ).map((r) => [r.audioId, r.p]),
        );
        const categories = new Map<
          string,
          { _id: string; name: string; themes: Map<string, { _id: string; name: string; audios: unknown[] }> }
        >();
        for (const r of open) {
          let c = categories.get(r.categoryId);
          if (!c) {
            c = { _id: r.categoryId, name: r.categoryName, themes: new Map() };
            categories.set(r.categoryId, c);
          }
          let t = c.themes.get(r.themeId);
          if (!t) {
            t = { _id: r.themeId, name: r.themeName, audios: [] };
            c.themes.set(r.themeId, t);
          }
          t.audios.push({ ...presentAudio(r), positionSeconds: positions.get(r.id) ?? 0 });
        }
        return {
          success: true,
          data: {
            hasSubscription: true,
            categories: [...categories.values()].map((c) => ({ ...c, themes: [...c.themes.values()] })),
          },
        };
      },
    );

    app.get(
      '/api/audios/:id/access',
      { config: { access: 'member' }, schema: { params: idParam } },
      async (req) => {
        const a = await guards.member(req);
        const audio = await deps.accessRepo.playableAudio(req.params.id);
        if (!audio) throw new AppError(404, es.test.fetchError);
        const grant = await deps.access.grant(a.user, audio);
        if (!grant) throw new AppError(403, es.errors.forbidden);
        const now = deps.clock.now();
        const expiresAt = new Date(Math.min(grant.until.getTime(), now.getTime() + URL_TTL_MS));
        await deps.playback.touch(a.user.id, audio.id);
        const positionSeconds = await deps.playback.position(a.user.id, audio.id);
        return {
          success: true,
          data: {
            audioUrl: await deps.storage.signedUrl(audio.audioPath, expiresAt),
            expiresAt: expiresAt.toISOString(),
            positionSeconds,
            audio: {
              _id: audio.id,
              title: audio.title,
              description: audio.description,
              duration: audio.duration,
              coverImage: { coverImageName: audio.coverImageName, coverImageUrl: audio.coverImageUrl },
            },
          },
        };
      },
    );
  };
}
