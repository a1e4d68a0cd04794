import { LIMITS } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import { type ProfileExtras, presentSubscription, presentUser } from './users.presenter.js';
import type { UserRow, UsersRepository } from './users.repository.js';

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
