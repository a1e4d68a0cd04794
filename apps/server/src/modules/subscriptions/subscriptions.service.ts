import type { Clock } from '../../adapters/clock.js';
import type { Db } from '../../db/client.js';
import type {
  NewSubscription,
  SubscriptionRow,
  SubscriptionsRepository,
} from './subscriptions.repository.js';

const DAY_MS = 86_400_000;
/**
 * A renewing subscription keeps access a day past its period's end: the provider charges the
 * renewal and tells us some time after the period turns, and nobody should lose access meanwhile.
 */
export const RENEWAL_LEEWAY_MS = DAY_MS;

/**
 * The version a state we apply ourselves carries (a completed checkout, cancel and resume): the
 * whole second, as the provider stamps its events, so an event it creates in the same second as
 * our change still applies after it.
 */
export const stateVersion = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);

/** What the payment provider says about a renewing subscription (any part may be absent). */
export interface ProviderState {
  status?: 'active' | 'past_due' | 'canceled' | 'incomplete' | undefined;
  currentPeriodStart?: Date | undefined;
  currentPeriodEnd?: Date | undefined;
  cancelAtPeriodEnd?: boolean | undefined;
  /** Why a canceled subscription ended (see BillingSubscription.endedBy). */
  endedBy?: 'request' | 'payment_failed' | null | undefined;
}

/**
 * The row a provider state leads to, or null when it changes nothing: an ended subscription stays
 * ended, a state older than the one applied is ignored (events arrive out of order), and a period
 * never moves backwards.
 */
export function nextState(
  row: SubscriptionRow,
  s: ProviderState,
  version: Date,
  graceDays: number,
): Partial<SubscriptionRow> | null {
  if (row.status === 'cancelled' || row.status === 'expired') return null;
  if (row.stateAt && version < row.stateAt) return null;
  if (s.status === 'incomplete') return null;

  const newer = s.currentPeriodEnd && (!row.currentPeriodEnd || s.currentPeriodEnd >= row.currentPeriodEnd);
  const start = newer ? (s.currentPeriodStart ?? row.currentPeriodStart) : row.currentPeriodStart;
  const end = newer ? (s.currentPeriodEnd ?? row.currentPeriodEnd) : row.currentPeriodEnd;
  const cancel = s.cancelAtPeriodEnd ?? row.cancelAtPeriodEnd;
  const common = { stateAt: version, updatedAt: version };

  if (s.status === 'canceled') {
    return {
      ...common,
      // Cancelled when someone asked (the customer at the period's end, or an account's deletion);
      // expired when the provider gave up charging.
      status: cancel || s.endedBy === 'request' ? 'cancelled' : 'expired',
      cancelAtPeriodEnd: cancel,
      endedAt: version,
      endsAt: row.endsAt < version ? row.endsAt : version,
    };
  }
  const status = s.status === 'past_due' ? 'pending' : s.status === 'active' ? 'active' : row.status;
  const periodEnd = end ?? row.endsAt;
  const graceFrom = start ?? row.startsAt;
  const endsAt =
    status === 'pending'
      ? new Date(graceFrom.getTime() + graceDays * DAY_MS)
      : cancel
        ? periodEnd
        : new Date(periodEnd.getTime() + RENEWAL_LEEWAY_MS);
  return {
    ...common,
    status,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: cancel,
    canceledAt: cancel ? (row.canceledAt ?? version) : null,
    endsAt,
  };
}

/** What a user has bought and until when. The only owner of the subscriptions table. */
/** The end of a complimentary access given until revoked: far beyond any date the product shows. */
export const COMP_FOREVER = new Date('9999-12-31T00:00:00.000Z');

export function subscriptionsService(deps: {
  repo: SubscriptionsRepository;
  clock: Clock;
  graceDays: number;
}) {
  const { repo, clock } = deps;
  return {
    /** A user's subscriptions, newest first (the user answer). */
    ofUser: (userId: string) => repo.ofUser(userId),

    /** Subscriptions that give access now (paid up, or a failed renewal within its grace). */
    active: (userId: string) => repo.activeOf(userId, clock.now()),
    /** The same for many users in one query: userId → their subscriptions giving access now. */
    /** The next accounts after `after` (id order) that a subscription gives access to now. */
    holdersAfter: (after: string | null, limit: number) => repo.holdersAfter(after, limit, clock.now()),

    async activeOfUsers(userIds: string[]) {
      const byUser = new Map<string, Awaited<ReturnType<typeof repo.activeOf>>>();
      for (const row of await repo.activeOfUsers(userIds, clock.now())) {
        const { userId, ...sub } = row;
        byUser.set(userId, [...(byUser.get(userId) ?? []), sub]);
      }
      return byUser;
    },

    /** `active`, read in the caller's transaction (a completing payment decides on it). */
    activeIn: (tx: Db, userId: string) => repo.activeIn(tx, userId, clock.now()),

    /** The one subscription that gives a user access now, whole. */
    current: (userId: string) => repo.currentOf(userId, clock.now()),

    /** The user's provider customer, reused by every checkout (cards and invoices stay together). */
    customerOf: (userId: string) => repo.customerOf(userId),

    exists: (providerSubscriptionId: string) => repo.exists(providerSubscriptionId),

    /** Provider ids of the user's subscriptions that have not ended: a deleted account ends them there. */
    liveAtProvider: (userId: string) => repo.liveAtProvider(userId),

    /**
     * Complimentary access staff give (decision 055): `plan` for `days` days from now, or until
     * revoked when `days` is null, with staff's note; no payment, never revenue. Null when the
     * user has access already.
     */
    grantComp(input: {
      userId: string;
      plan: { id: string; snapshot: NewSubscription['planSnapshot'] };
      days: number | null;
      note: string;
      /** More to do in the grant's transaction (the client's role follows the access). */
      within: (tx: Db, now: Date) => Promise<unknown>;
    }) {
      const now = clock.now();
      return repo.grantComp(
        {
          userId: input.userId,
          planId: input.plan.id,
          planSnapshot: input.plan.snapshot,
          status: 'active',
          startsAt: now,
          // Until revoked: an end no one reaches (the panel says «hasta que el equipo lo retire»).
          endsAt: input.days === null ? COMP_FOREVER : new Date(now.getTime() + input.days * 86_400_000),
          source: 'comp',
          compNote: input.note,
          compUntilRevoked: input.days === null,
        },
        now,
        (tx) => input.within(tx, now),
      );
    },

    /** Ends the user's complimentary access now (staff revoke it); the rows ended. */
    revokeComp: (userId: string) => repo.revokeComp(userId, clock.now()),

    /** Ends every subscription of a deleted account now, as cancelled, in the deletion's transaction. */
    endAllNow: async (tx: Db, userId: string) => {
      await repo.endActive(tx, userId, clock.now());
    },

    /**
     * A completed payment's subscription, replacing what the user had (mini → full; history keeps
     * the old one). Runs in the caller's transaction; at most one subscription per payment and
     * per provider subscription. Returns the replaced subscriptions' provider ids (to end there).
     */
    async replaceWith(tx: Db, row: NewSubscription & { startsAt: Date }) {
      const ended = await repo.endActive(tx, row.userId, row.startsAt);
      const created = await repo.insert(tx, row);
      return {
        created,
        replaced: ended.map((e) => e.providerSubscriptionId).filter((id): id is string => Boolean(id)),
      };
    },

    /** The row of a renewing subscription, locked in the caller's transaction. */
    byProviderId: (tx: Db, providerSubscriptionId: string) => repo.byProviderId(tx, providerSubscriptionId),

    /**
     * A renewal's invoice awaits the customer's confirmation (bank authentication) at `url`, shown
     * in Mi Suscripción until it is paid. True when this is news (once per invoice); a subscription
     * that has ended awaits nothing.
     */
    async awaitPaymentAction(tx: Db, row: SubscriptionRow, invoiceId: string, url: string) {
      if (row.status === 'cancelled' || row.status === 'expired') return false;
      return repo.setPaymentAction(tx, row.id, invoiceId, url);
    },

    /**
     * The payment a renewing subscription rests on was given back in full: it ends now, cancelled
     * (access with it), marked refunded. The row, or null when it had ended already.
     */
    async endRefunded(tx: Db, providerSubscriptionId: string, version: Date) {
      const row = await repo.byProviderId(tx, providerSubscriptionId);
      if (!row || row.status === 'cancelled' || row.status === 'expired') return null;
      const now = clock.now();
      return repo.update(tx, row.id, {
        status: 'cancelled',
        endedAt: now,
        endsAt: row.endsAt < now ? row.endsAt : now,
        refundedAt: now,
        paymentActionInvoice: null,
        paymentActionUrl: null,
        stateAt: row.stateAt && row.stateAt > version ? row.stateAt : version,
        updatedAt: now,
      });
    },

    /** The invoice that awaited confirmation is paid. */
    paymentActionDone: (tx: Db, providerSubscriptionId: string, invoiceId: string) =>
      repo.clearPaymentAction(tx, providerSubscriptionId, invoiceId),

    /** Applies a provider state (see nextState): the row before and after, or null when unchanged. */
    async applyProviderState(tx: Db, providerSubscriptionId: string, state: ProviderState, version: Date) {
      const before = await repo.byProviderId(tx, providerSubscriptionId);
      if (!before) return null;
      const patch = nextState(before, state, version, deps.graceDays);
      if (!patch) return { before, after: before, changed: false };
      const after = (await repo.update(tx, before.id, patch)) ?? before;
      return { before, after, changed: true };
    },

    /**
     * Renewing yearly subscriptions whose renewal is within `days` and not reminded yet, with the
     * window they were read for; each is claimed once per period with `claimReminder`.
     */
    async dueReminders(days: number, minPlanDays: number) {
      const now = clock.now();
      const until = new Date(now.getTime() + days * DAY_MS);
      return { now, until, rows: await repo.dueReminders(now, until, minPlanDays) };
    },
    /** Claims one row's reminder in the caller's transaction (the e-mail is enqueued in it). */
    claimReminder: (tx: Db, id: string, window: { now: Date; until: Date }) =>
      repo.claimReminder(tx, id, window.now, window.until),

    /**
     * Subscriptions whose access ended after the keyset `after` and by now, of users left without
     * any (see the repository); `until` is the now it was read at.
     */
    async endedWithoutAccess(after: { endsAt: Date; id: string }, limit: number) {
      const until = clock.now();
      return { until, rows: await repo.endedWithoutAccess(after, until, limit) };
    },

    /** Of these users, those a subscription gives access now, read in the caller's transaction. */
    usersWithAccessIn: (tx: Db, userIds: string[]) => repo.usersWithAccessIn(tx, userIds, clock.now()),

    /** Marks lapsed one-off subscriptions expired (a periodic job). */
    expireDue: () => repo.expireDue(clock.now()),
  };
}
export type SubscriptionsService = ReturnType<typeof subscriptionsService>;
export type UserSubscriptionRow = Awaited<ReturnType<SubscriptionsService['ofUser']>>[number];
export type { SubscriptionRow };
