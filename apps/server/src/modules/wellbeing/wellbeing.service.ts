import { agreeingResult, es } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { UserRow } from '../users/users.repository.js';
import type { LatestResultReader, UsersService } from '../users/users.service.js';
import { presentTestHistoryEntry } from './wellbeing.presenter.js';
import type { WellbeingRepository } from './wellbeing.repository.js';

export interface WellbeingServiceDeps {
  repo: WellbeingRepository;
  users: UsersService;
  /** The catalogue: a recommendation names existing categories and themes only. */
  catalogue: { isValidRecommendation(categorySlug: string, themeSlugs: string[]): Promise<boolean> };
  /** The library: what the user's subscriptions open. */
  access: { scope(userId: string): Promise<{ all: boolean; themeIds: Set<string> } | null> };
  clock: Clock;
}

/** A result whose suggested category holds the themes listed first (see `agreeingResult`). */
function agreeing<T extends { categorySlug: string; themeSlugs: string[] }>(row: T): T {
  return { ...row, ...agreeingResult(row.categorySlug, row.themeSlugs) };
}

/**
 * A user's current result, read from the results alone: the users module's `LatestResultReader`
 * (the user answer carries it), built before the users service and the wellbeing service.
 */
export function latestResults(repo: WellbeingRepository): LatestResultReader {
  return {
    async latestResult(userId) {
      const row = await repo.latest(userId);
      return row && agreeing(row);
    },
  };
}

/**
 * The wellbeing test's result: every take is a row (history kept); the latest is the user's
 * current result. The recommendation is validated against the catalogue.
 *
 * The main category and the themes come from one scoring (docs/scoring.md): a result is stored in
 * that form, whatever order a client sent, and one stored before (its category summed over every
 * theme, often holding none of the themes listed first) is shown in that form when read. The data
 * export keeps the rows as stored.
 */
export function wellbeingService(deps: WellbeingServiceDeps) {
  const { repo, users } = deps;

  async function save(userId: string, categorySlug: string, themeSlugs: string[]) {
    if (!(await deps.catalogue.isValidRecommendation(categorySlug, themeSlugs))) {
      throw new AppError(400, es.test.invalidResult);
    }
    const result = agreeing({ categorySlug, themeSlugs });
    await repo.save({ userId, ...result, createdAt: deps.clock.now() }, (tx) =>
      users.markTookTest(userId, tx),
    );
    return users.profileById(userId);
  }

  return {
    /** The first take (or any take from the test page). Answers the user with the new result. */
    takeTest(user: UserRow, categorySlug: string, themeSlugs: string[]) {
      return save(user.id, categorySlug, themeSlugs);
    },

    /** A new take; not once a trial audio was chosen from the current result or a mini plan bought with it. */
    async retakeTest(user: UserRow, categorySlug: string, themeSlugs: string[]) {
      if (user.temporaryAudioId) throw new AppError(403, es.errors.forbidden);
      const scope = await deps.access.scope(user.id);
      if (user.tookTest && scope && !scope.all && scope.themeIds.size > 0) {
        throw new AppError(403, es.errors.forbidden);
      }
      return save(user.id, categorySlug, themeSlugs);
    },

    /** The user's takes, newest first. */
    async history(userId: string) {
      return (await repo.history(userId, 100)).map((row) => presentTestHistoryEntry(agreeing(row)));
    },

    /** Every take, oldest first, as stored (data export). */
    async allOf(userId: string) {
      return (await repo.history(userId, 10_000)).reverse();
    },
    /** A deleted account's results, in the deletion's transaction. */
    forgetUser: (tx: Db, userId: string) => repo.forgetUser(tx, userId),
    /** A client's takes for the back-office. */
    async historyForStaff(userId: string) {
      return (await repo.historyForStaff(userId)).map((row) => {
        const { categorySlug, themeSlugs } = agreeingResult(row.category_slug, row.theme_slugs);
        return { ...row, category_slug: categorySlug, theme_slugs: themeSlugs };
      });
    },
  };
}
export type WellbeingService = ReturnType<typeof wellbeingService>;
