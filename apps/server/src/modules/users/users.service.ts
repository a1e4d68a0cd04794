import { LIMITS } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { Db } from '../../db/client.js';
import { containsPattern, foldForSearch } from '../../lib/search.js';
import { type ProfileExtras, presentSubscription, presentUser } from './users.presenter.js';
import type { UserRow, UsersAccountsRepository, UsersRepository } from './users.repository.js';

/** Builds the full user answer (test result, trial audio, subscriptions). */
export function usersService(deps: { repo: UsersRepository; clock: Clock }) {
  const { repo, clock } = deps;

  async function extras(u: UserRow): Promise<ProfileExtras> {
    const [test, subs, audio] = await Promise.all([
      repo.latestTestResult(u.id),
      repo.subscriptionsOf(u.id),
      u.temporaryAudioId ? repo.audioSummary(u.temporaryAudioId) : Promise.resolve(null),
    ]);
    let testResult: ProfileExtras['testResult'] = null;
    if (test) {
      const [category, themes] = await Promise.all([
        repo.categoryBySlug(test.categorySlug),
        repo.themesBySlugs(test.themeSlugs),
      ]);
      const ordered = test.themeSlugs
        .map((slug) => themes.find((t) => t.slug === slug))
        .filter((t): t is NonNullable<typeof t> => Boolean(t));
      testResult = {
        categoriaPrincipal: test.categorySlug,
        topTemas: test.themeSlugs,
        category: category ? { _id: category.id, name: category.name, slug: category.slug } : null,
        themes: ordered.map((t) => ({ _id: t.id, name: t.name, slug: t.slug })),
        createdAt: test.createdAt.toISOString(),
      };
    }
    const selectedAt = u.temporaryAudioSelectedAt;
    const now = clock.now();
    return {
      testResult,
      temporaryAudioSelected:
        audio && selectedAt
          ? {
              audio: {
                _id: audio.id,
                title: audio.title,
                description: audio.description,
                duration: audio.duration,
                coverImage: { coverImageName: audio.coverImageName, coverImageUrl: audio.coverImageUrl },
              },
              selectedAt: selectedAt.toISOString(),
              expiresAt: new Date(selectedAt.getTime() + LIMITS.trialHours * 3600_000).toISOString(),
            }
          : null,
      subscriptions: subs.map((s) => presentSubscription(s, now)),
    };
  }

  return {
    async profile(u: UserRow) {
      return presentUser(u, await extras(u));
    },
    async profileById(id: string) {
      const u = await repo.findById(id);
      return u ? presentUser(u, await extras(u)) : null;
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;

/**
 * What other modules need of the users domain (added with the stats and payments modules'
 * conversion): dashboard counts, contacts by id, the back-office search, and the role a purchase
 * gives.
 */
export function usersAccountsService(deps: { repo: UsersAccountsRepository }) {
  const { repo } = deps;
  return {
    /** Users in total, active, verified and new within [from, to], and by role. */
    async dashboardCounts(from: string, to: string) {
      const { totals, byRole } = await repo.dashboardCounts(from, to);
      return {
        totalUsers: totals?.total ?? 0,
        activeUsers: totals?.active ?? 0,
        verifiedUsers: totals?.verified ?? 0,
        newUsers: totals?.new_users ?? 0,
        byRole: Object.fromEntries(byRole.map((x) => [x.role, x.n])),
        newByRole: Object.fromEntries(byRole.map((x) => [x.role, x.new_users])),
      };
    },

    /** Name, last name and e-mail of users, by id. */
    async contacts(ids: string[]) {
      const rows = await repo.contacts([...new Set(ids)]);
      return new Map(rows.map((r) => [r.id, { name: r.name, lastName: r.lastName, email: r.email }]));
    },

    /** Ids of users whose name (accents and case folded) or e-mail contains the text. */
    idsMatching: (text: string) =>
      repo.idsMatching(containsPattern(foldForSearch(text)), containsPattern(text.toLowerCase())),

    /** Buying a plan makes a visitor a subscriber; runs in the caller's transaction. */
    promoteToSubscriber: (tx: Db, userId: string, now: Date) =>
      repo.promoteVisitor(tx, userId, 'subscriber', now),
  };
}
export type UsersAccountsService = ReturnType<typeof usersAccountsService>;
