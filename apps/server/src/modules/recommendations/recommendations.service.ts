import type { Clock } from '../../adapters/clock.js';
import type { AudioRow } from '../catalogue/catalogue.repository.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { AccessService, TrialHolder } from '../library/access.service.js';
import type { PlaybackService } from '../stats/playback.service.js';
import type { LatestResultReader } from '../users/users.service.js';
import { type Recommendable, listeningState, newThisMonth, recommend } from './recommend.js';
import { presentForYou } from './recommendations.presenter.js';

/** A catalogue audio as the recommendations read it, the row carried along. */
export type Candidate = Recommendable & { releasedAt: Date | null; row: AudioRow };

/**
 * "Para ti" (docs/scoring.md): the listener's latest test result, the catalogue's playable audios
 * (each marked open or not by the listener's plan or trial) and their listening history, through
 * `recommend`.
 */
export function recommendationsService(deps: {
  playback: Pick<PlaybackService, 'audioListeningOf'>;
  testResults: LatestResultReader;
  catalogue: Pick<CatalogueService, 'publicAudios' | 'categoryRef' | 'themeRefs'>;
  access: Pick<AccessService, 'grantsFor'>;
  clock: Clock;
}) {
  return {
    /**
     * The audio a listener last started and has not finished (the first of «Continúa donde lo
     * dejaste»), or null: what a practice reminder names.
     */
    async lastStarted(userId: string): Promise<{ title: string } | null> {
      const [audios, history] = await Promise.all([
        deps.catalogue.publicAudios(),
        deps.playback.audioListeningOf(userId),
      ]);
      const now = deps.clock.now();
      let latest: { title: string; at: number } | null = null;
      for (const a of audios) {
        const heard = history.get(a.id);
        if (!heard || listeningState(a.duration, heard, now) !== 'started') continue;
        if (!latest || heard.lastAt.getTime() > latest.at)
          latest = { title: a.title, at: heard.lastAt.getTime() };
      }
      return latest && { title: latest.title };
    },

    async forYou(user: TrialHolder) {
      const [test, audios, grantOf, history] = await Promise.all([
        deps.testResults.latestResult(user.id),
        deps.catalogue.publicAudios(),
        deps.access.grantsFor(user),
        deps.playback.audioListeningOf(user.id),
      ]);
      const candidates: Candidate[] = audios.map((row) => ({
        id: row.id,
        duration: row.duration,
        themeSlug: row.themeSlug,
        categorySlug: row.categorySlug,
        open: grantOf(row) !== null,
        releasedAt: row.releasedAt,
        row,
      }));
      const now = deps.clock.now();
      const rows = recommend({ test, audios: candidates, history, now });
      const [category, themes] = test
        ? await Promise.all([
            deps.catalogue.categoryRef(test.categorySlug),
            deps.catalogue.themeRefs(test.themeSlugs),
          ])
        : [null, []];
      return presentForYou(
        test && { ...test, category, themes },
        { ...rows, newThisMonth: newThisMonth(candidates, now) },
        history,
        now,
      );
    },
  };
}
export type RecommendationsService = ReturnType<typeof recommendationsService>;
