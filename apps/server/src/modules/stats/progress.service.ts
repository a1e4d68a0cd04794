import { type Progress, businessDay } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { progressOf } from './progress.js';
import type { StatsRepository } from './stats.repository.js';

/**
 * "Mi progreso" (progress.ts): the listener's listening rows, each audio's length and theme name
 * from the catalogue, and today in Spain's calendar.
 */
export function progressService(deps: {
  repo: Pick<StatsRepository, 'listeningDaysOf'>;
  catalogue: Pick<CatalogueService, 'publicAudios' | 'namesOf'>;
  clock: Clock;
}) {
  return {
    async progress(userId: string): Promise<Progress> {
      const [rows, audios] = await Promise.all([
        deps.repo.listeningDaysOf(userId),
        deps.catalogue.publicAudios(),
      ]);
      const durations = new Map(audios.map((a) => [a.id, a.duration]));
      const p = progressOf(rows, durations, businessDay(deps.clock.now()));
      const names = await deps.catalogue.namesOf(
        'theme',
        p.topThemes.map((t) => t.themeId),
      );
      return {
        minutesThisWeek: p.minutesThisWeek,
        minutesThisMonth: p.minutesThisMonth,
        sessionsThisWeek: p.sessionsThisWeek,
        sessionsThisMonth: p.sessionsThisMonth,
        sessionsTotal: p.sessionsTotal,
        topThemes: p.topThemes.flatMap((t) => {
          const name = names.get(t.themeId);
          return name ? [{ _id: t.themeId, name, minutes: t.minutes }] : [];
        }),
        lastListenedOn: p.lastListenedOn,
        missedYou: p.missedYou,
      };
    },
  };
}
export type ProgressService = ReturnType<typeof progressService>;
