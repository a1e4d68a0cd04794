import { type ForYouAudio, es } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { PlaybackService } from '../stats/playback.service.js';
import type { AccessService, TrialHolder } from './access.service.js';
import { presentListenerAudio } from './library.presenter.js';
import type { SavedRepository } from './saved.repository.js';

/**
 * "Guardados": any audio of the catalogue a listener marks from the library, the player or the
 * test's results, the latest first. Each comes with where the listener left it and whether their
 * plan (or trial) opens it now; an audio gone from the catalogue leaves the shelf.
 */
export function savedService(deps: {
  repo: SavedRepository;
  catalogue: Pick<CatalogueService, 'publicAudios' | 'playableAudio'>;
  access: Pick<AccessService, 'grantsFor'>;
  playback: Pick<PlaybackService, 'positionsOf'>;
  clock: Clock;
}) {
  async function shelf(user: TrialHolder): Promise<ForYouAudio[]> {
    const [ids, audios, grantOf, positions] = await Promise.all([
      deps.repo.savedIds(user.id),
      deps.catalogue.publicAudios(),
      deps.access.grantsFor(user),
      deps.playback.positionsOf(user.id),
    ]);
    const byId = new Map(audios.map((a) => [a.id, a]));
    const now = deps.clock.now();
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [presentListenerAudio(row, positions.get(id) ?? 0, grantOf(row) !== null, now)] : [];
    });
  }

  return {
    shelf,
    /** Saves an audio of the catalogue (404 for one that is not there); answers the shelf. */
    async save(user: TrialHolder, audioId: string) {
      if (!(await deps.catalogue.playableAudio(audioId))) throw new AppError(404, es.errors.notFound);
      await deps.repo.save(user.id, audioId, deps.clock.now());
      return shelf(user);
    },
    /** Takes an audio off the shelf (nothing to do if it was not there); answers the shelf. */
    async unsave(user: TrialHolder, audioId: string) {
      await deps.repo.unsave(user.id, audioId);
      return shelf(user);
    },
    forgetUser: (tx: Db, userId: string) => deps.repo.forgetUser(tx, userId),
    /** What the data export lists: each saved audio's id and when it was saved. */
    savedOf: (userId: string) => deps.repo.savedOf(userId),
  };
}
export type SavedService = ReturnType<typeof savedService>;
