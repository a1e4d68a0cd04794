import type { Clock } from '../../adapters/clock.js';
import type { Db } from '../../db/client.js';
import type { NewSubscription, SubscriptionsRepository } from './subscriptions.repository.js';

/** What a user has bought and until when. The only owner of the subscriptions table. */
export function subscriptionsService(deps: { repo: SubscriptionsRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /** A user's subscriptions, newest first (the user answer). */
    ofUser: (userId: string) => repo.ofUser(userId),

    /** Active, unexpired subscriptions of a user, now. */
    active: (userId: string) => repo.activeOf(userId, clock.now()),

    /**
     * A completed payment's subscription, replacing what the user had (mini → full; history keeps
     * the old one). Runs in the caller's transaction; at most one subscription per payment.
     */
    async replaceWith(tx: Db, row: NewSubscription & { startsAt: Date }) {
      await repo.endActive(tx, row.userId, row.startsAt);
      return repo.insert(tx, row);
    },

    /** Marks lapsed subscriptions expired (a periodic job). */
    expireDue: () => repo.expireDue(clock.now()),
  };
}
export type SubscriptionsService = ReturnType<typeof subscriptionsService>;
export type UserSubscriptionRow = Awaited<ReturnType<SubscriptionsService['ofUser']>>[number];
