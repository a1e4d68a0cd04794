import { LIMITS } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { Db } from '../../db/client.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { type ProfileExtras, presentSubscription, presentUser } from './users.presenter.js';
import type { UserRow, UsersRepository } from './users.repository.js';

/** The latest wellbeing test result of a user, as the wellbeing module answers it. */
export interface LatestTestResult {
  categorySlug: string;
  themeSlugs: string[];
  createdAt: Date;
}

/**
 * What the user answer needs of the wellbeing module: a user's current result. The wellbeing
 * module implements it from its results alone (`latestResults`), so it is built before this
 * service, which the wellbeing service itself needs.
 */
export interface LatestResultReader {
  latestResult(userId: string): Promise<LatestTestResult | null>;
}

export interface UsersServiceDeps {
  repo: UsersRepository;
  clock: Clock;
  /** Other domains the user answer carries: the test result, the trial audio, the subscriptions. */
  testResults: LatestResultReader;
  catalogue: Pick<CatalogueService, 'categoryRef' | 'themeRefs' | 'audioSummary'>;
  subscriptions: Pick<SubscriptionsService, 'ofUser' | 'endedWithoutAccess' | 'usersWithAccessIn'>;
}

/** How far back the first sweep of a process looks for ended subscriptions (see followSubscriptions). */
const FIRST_SWEEP_DAYS = 31;
/** Each sweep reads again this much before where the last one stopped: ends written late are caught. */
const SWEEP_OVERLAP_MS = 10 * 60_000;
/** Ended subscriptions read per statement. */
const SWEEP_BATCH = 500;
const NO_ID = '00000000-0000-0000-0000-000000000000';

/** The accounts (the users table, for every module) and the full user answer. */
export function usersService(deps: UsersServiceDeps) {
  const { repo, clock, catalogue } = deps;
  /** Where this process's sweep of ended subscriptions stopped (null: it has not run yet). */
  let swept: Date | null = null;

  async function extras(u: UserRow): Promise<ProfileExtras> {
    const [test, subs, audio] = await Promise.all([
      deps.testResults.latestResult(u.id),
      deps.subscriptions.ofUser(u.id),
      u.temporaryAudioId ? catalogue.audioSummary(u.temporaryAudioId) : Promise.resolve(null),
    ]);
    let testResult: ProfileExtras['testResult'] = null;
    if (test) {
      const [category, themes] = await Promise.all([
        catalogue.categoryRef(test.categorySlug),
        catalogue.themeRefs(test.themeSlugs),
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
    const trialEndsAt = selectedAt ? selectedAt.getTime() + LIMITS.trialHours * 3600_000 : 0;
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
                coverImage: {
                  coverImageName: audio.coverImageName,
                  coverImageUrl: audio.coverImageUrl,
                  ...(audio.coverImageSrcset ? { coverImageSrcset: audio.coverImageSrcset } : {}),
                },
              },
              selectedAt: selectedAt.toISOString(),
              expiresAt: new Date(trialEndsAt).toISOString(),
              expired: trialEndsAt <= now.getTime(),
            }
          : null,
      subscriptions: subs.map((s) => presentSubscription(s, now)),
    };
  }

  return {
    /** The full user answer. */
    async profile(u: UserRow) {
      return presentUser(u, await extras(u));
    },
    async profileById(id: string) {
      const u = await repo.findById(id);
      return u ? presentUser(u, await extras(u)) : null;
    },

    // The accounts, for the modules that sign people in or change them (auth, wellbeing).
    findById: repo.findById,
    findByEmail: repo.findByEmail,
    findByGoogle: repo.findByGoogle,
    /** The one lookup that reads a password hash. */
    findCredentials: repo.findCredentials,
    passwordHashOf: repo.passwordHashOf,
    /** Inserts a user; null when the e-mail is taken. */
    insert: repo.insert,
    update: repo.update,
    /** Marks the address proved; `first`: nobody had proved it before this call. */
    markVerified: repo.markVerified,
    /** The password was typed by someone who proved the inbox (see the repository). */
    provePassword: (userId: string) => repo.provePassword(userId, clock.now()),
    /** `tx` joins the caller's transaction (the test result and the flag are saved together). */
    markTookTest: (userId: string, tx?: Db) => repo.markTookTest(userId, tx),
    claimTrialAudio: repo.claimTrialAudio,

    // What other modules need: dashboard counts, contacts by id, the search, a purchase's role.
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

    /** Name, last name and e-mail of users, by id; `deleted`: the account was deleted (all empty). */
    async contacts(ids: string[]) {
      const rows = await repo.contacts([...new Set(ids)]);
      return new Map(
        rows.map((r) => [
          r.id,
          r.deleted
            ? { name: '', lastName: '', email: '', deleted: true }
            : { name: r.name, lastName: r.lastName, email: r.email, deleted: false },
        ]),
      );
    },

    /** The users whose name or e-mail contains the text, as a subquery for another list's statement. */
    matching: (text: string) => repo.matching(text),

    /** Erases the account's personal data (see the repository); false when it was already deleted. */
    anonymise: (tx: Db, userId: string, deletedBy: string | null) =>
      repo.anonymise(tx, userId, deletedBy, clock.now()),

    /**
     * A client's role follows their subscription (decision 045): buying a plan makes them a
     * subscriber (`promoteToSubscriber`), and this sweep, run by the billing job, makes visitors again the subscribers whose last access has ended — by time, a
     * cancellation, a refund or the provider giving up. It reads the subscriptions ended since its
     * last run (a process's first run: the last FIRST_SWEEP_DAYS), a little overlap included; each
     * batch's users are locked and checked again in one transaction, so a purchase completing
     * meanwhile keeps its subscriber. Answers how many were made visitors.
     */
    async followSubscriptions() {
      const now = clock.now();
      // A clock moved back (local mode) starts again from its present.
      const from = swept && swept <= now ? swept : new Date(now.getTime() - FIRST_SWEEP_DAYS * 86_400_000);
      let after = { endsAt: new Date(from.getTime() - SWEEP_OVERLAP_MS), id: NO_ID };
      let demoted = 0;
      for (;;) {
        const { until, rows } = await deps.subscriptions.endedWithoutAccess(after, SWEEP_BATCH);
        const ids = [...new Set(rows.map((r) => r.userId))];
        if (ids.length > 0) {
          demoted += await repo.transaction(async (tx) => {
            const locked = await repo.lockSubscribers(tx, ids);
            const keep = new Set(await deps.subscriptions.usersWithAccessIn(tx, locked));
            return repo.demoteSubscribers(
              tx,
              locked.filter((id) => !keep.has(id)),
              until,
            );
          });
        }
        const last = rows.at(-1);
        if (rows.length < SWEEP_BATCH || !last) {
          swept = until;
          return demoted;
        }
        after = { endsAt: last.endsAt, id: last.id };
      }
    },

    /** Buying a plan makes a visitor a subscriber; runs in the caller's transaction. */
    promoteToSubscriber: (tx: Db, userId: string, now: Date) =>
      repo.promoteVisitor(tx, userId, 'subscriber', now),
  };
}
export type UsersService = ReturnType<typeof usersService>;
