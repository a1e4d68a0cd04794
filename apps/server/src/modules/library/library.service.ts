import { es } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { Storage } from '../../adapters/storage/types.js';
import { AppError } from '../../lib/errors.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { PlaybackService } from '../stats/playback.service.js';
import { type AccessService, URL_TTL_MS } from './access.service.js';
import { presentAccess, presentLibrary } from './library.presenter.js';

/** Mi Biblioteca: what the user's subscription opens, and signed URLs to play it. */
export function libraryService(deps: {
  access: AccessService;
  catalogue: CatalogueService;
  playback: PlaybackService;
  storage: Storage;
  clock: Clock;
}) {
  return {
    /** What the subscription opens, searched by title and tag, with where the user left each audio. */
    async library(userId: string, query: string | undefined) {
      const scope = await deps.access.scope(userId);
      if (!scope) return { categories: [], hasSubscription: false };
      const all = await deps.catalogue.publicAudios();
      const q = query?.toLowerCase();
      const open = all.filter(
        (r) =>
          (scope.all || scope.categoryIds.has(r.categoryId) || scope.themeIds.has(r.themeId)) &&
          (!q || r.title.toLowerCase().includes(q) || r.tags.some((t) => t.includes(q))),
      );
      return presentLibrary(open, await deps.playback.positionsOf(userId));
    },

    /** A signed URL of an audio the user may play, and where they left it; starts the listening clock. */
    async audioAccess(
      user: { id: string; temporaryAudioId: string | null; temporaryAudioSelectedAt: Date | null },
      audioId: string,
    ) {
      const audio = await deps.access.playableAudio(audioId);
      if (!audio) throw new AppError(404, es.test.fetchError);
      const grant = await deps.access.grant(user, audio);
      if (!grant) throw new AppError(403, es.errors.forbidden);
      const now = deps.clock.now();
      const expiresAt = new Date(Math.min(grant.until.getTime(), now.getTime() + URL_TTL_MS));
      await deps.playback.touch(user.id, audio.id);
      const positionSeconds = await deps.playback.position(user.id, audio.id);
      const url = await deps.storage.signedUrl(audio.audioPath, expiresAt);
      return presentAccess(audio, url, expiresAt, positionSeconds);
    },
  };
}
export type LibraryService = ReturnType<typeof libraryService>;
