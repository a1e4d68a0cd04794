import { es } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { CheckoutSessionInfo, PaymentEvent, PaymentProvider } from '../../adapters/payments/types.js';
import type { Db } from '../../db/client.js';
import { hmac, safeEqual } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { AccessService } from '../library/access.service.js';
import { type PlansService, planSnapshotOf } from '../plans/plans.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import type { UsersService } from '../users/users.service.js';
import { presentPaymentRecord } from './payments.presenter.js';
import type { FinalStatus, PaymentsQueries, PaymentsRepository } from './payments.repository.js';

/** Who is buying: the signed-in account. */
interface Buyer {
  id: string;
  email: string;
  tempUser: boolean;
  isVerified: boolean;
  tookTest: boolean;
}

/**
 * Hosted checkout and its outcome, exactly once: a payment record starts `intent_created`; the
 * verify call and the provider's webhooks, in any order and any number of times, move it once to a
 * final status with a conditional update inside a transaction, and a completed payment creates
 * exactly one subscription (unique per payment).
 */
export function paymentsService(deps: {
  repo: PaymentsRepository;
  clock: Clock;
  config: { appSecret: string; publicUrl: string };
  provider: PaymentProvider;
  access: AccessService;
  subscriptions: SubscriptionsService;
  plans: PlansService;
  catalogue: CatalogueService;
  /** Contacts and search for Órdenes, the role a purchase gives, the buyer's profile. */
  users: Pick<UsersService, 'contacts' | 'idsMatching' | 'promoteToSubscriber' | 'profileById'>;
}) {
  const { repo, clock, config, provider } = deps;
  const cancelSig = (paymentId: string) => hmac(config.appSecret, `checkout-cancel:${paymentId}`);

  /** Moves a payment out of intent_created once; completion creates the subscription. */
  async function settle(
    r: PaymentsQueries,
    tx: Db,
    paymentId: string,
    status: FinalStatus,
  ): Promise<boolean> {
    const now = clock.now();
    const pay = await r.settle(paymentId, status, now);
    if (!pay) return false;
    if (status !== 'completed' || !pay.planId) return true;

    const plan = await deps.plans.find(pay.planId, tx);
    if (!plan) return true;
    // Buying a plan replaces what the user had (mini → full); history keeps the old one.
    await deps.subscriptions.replaceWith(tx, {
      userId: pay.userId,
      planId: plan.id,
      paymentId: pay.id,
      status: 'active',
      startsAt: now,
      endsAt: new Date(now.getTime() + plan.durationDays * 86_400_000),
      themeIds: pay.themeIds,
      planSnapshot: planSnapshotOf(plan),
    });
    await deps.users.promoteToSubscriber(tx, pay.userId, now);
    return true;
  }

  /** Applies what the provider says about a session. */
  async function applySession(r: PaymentsQueries, tx: Db, session: CheckoutSessionInfo, type?: string) {
    const pay = await r.findBySession(session.id);
    if (!pay) return;
    const paid = session.status === 'complete' && session.paymentStatus === 'paid';
    const expected = Math.round(Number(pay.amount) * 100);
    if (type === 'checkout.session.async_payment_failed') await settle(r, tx, pay.id, 'failed');
    else if (paid && (session.amountTotal === null || session.amountTotal === expected))
      await settle(r, tx, pay.id, 'completed');
    else if (paid) await settle(r, tx, pay.id, 'failed');
    else if (session.status === 'expired' || type === 'checkout.session.expired')
      await settle(r, tx, pay.id, 'expired');
  }

  /** Exactly two distinct themes that exist and are active (what the mini picker offers). */
  async function twoActiveThemes(requested: string[]): Promise<string[]> {
    const ids = [...new Set(requested)];
    if (ids.length !== 2) throw new AppError(400, es.test.exactlyTwoThemes);
    if (!(await deps.catalogue.allThemesActive(ids))) throw new AppError(400, es.test.exactlyTwoThemes);
    return ids;
  }

  const service = {
    cancelSig,

    async createCheckout(user: Buyer, input: { planId: string; themeIds?: string[] | undefined }) {
      if (user.tempUser) throw new AppError(403, es.errors.forbidden);
      // Buying follows the verification flow: an address nobody confirmed cannot subscribe.
      if (!user.isVerified) {
        throw new AppError(403, es.checkout.verifyEmailFirst, { data: { reason: 'unverified' } });
      }
      const plan = await deps.plans.find(input.planId);
      if (!plan || !plan.isActive) throw new AppError(404, es.checkout.planNotFound);
      if (Number(plan.price) <= 0) throw new AppError(400, es.checkout.sessionFailed);

      const scope = await deps.access.scope(user.id);
      if (scope) {
        const onMini = !scope.all && scope.themeIds.size > 0;
        if (!(onMini && plan.slug === 'full')) throw new AppError(409, es.home.activePlan);
      }

      let themeIds: string[] = [];
      if (plan.slug === 'mini') {
        // The mini plan is chosen from the test's results: the test comes first.
        if (!user.tookTest) throw new AppError(403, es.checkout.miniNeedsTest);
        themeIds = await twoActiveThemes(input.themeIds ?? []);
      }

      const pay = await repo.insert({
        userId: user.id,
        planId: plan.id,
        status: 'intent_created',
        amount: Number(plan.price),
        currency: plan.currency,
        provider: 'stripe',
        themeIds,
        planSnapshot: {
          name: plan.name,
          slug: plan.slug,
          price: Number(plan.price),
          currency: plan.currency,
          durationDays: plan.durationDays,
        },
      });
      if (!pay) throw new AppError(500, es.checkout.sessionFailed);
      try {
        const session = await provider.createCheckout({
          paymentId: pay.id,
          userId: user.id,
          planId: plan.id,
          customerEmail: user.email,
          amount: Math.round(Number(plan.price) * 100),
          currency: plan.currency,
          productName: `Sanarte · ${plan.name}`,
          successUrl: `${config.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${config.publicUrl}/api/payments/checkout-canceled?payment=${pay.id}&sig=${cancelSig(pay.id)}`,
          idempotencyKey: `checkout-${pay.id}`,
        });
        await repo.update(pay.id, { providerSessionId: session.id });
        return session;
      } catch (err) {
        await repo.update(pay.id, { status: 'failed', updatedAt: clock.now() });
        throw err instanceof AppError ? err : new AppError(502, es.checkout.sessionFailed);
      }
    },

    /** The buyer's browser came back: ask the provider, never the client, whether it was paid. */
    async verify(user: { id: string }, sessionId: string, themeIds: string[]) {
      const pay = await repo.findBySession(sessionId);
      if (!pay || pay.userId !== user.id) throw new AppError(404, es.checkout.verifyFailed);
      if (pay.status === 'intent_created') {
        const session = await provider.retrieve(sessionId);
        if (!session || session.metadata.userId !== user.id)
          throw new AppError(404, es.checkout.verifyFailed);
        // The mini plan's themes, when the checkout did not carry them, are checked before writing.
        const chosen =
          themeIds.length > 0 && pay.themeIds.length === 0 ? await twoActiveThemes(themeIds) : null;
        await repo.transaction(async (r, tx) => {
          if (chosen) await r.update(pay.id, { themeIds: chosen });
          await applySession(r, tx, session);
        });
      }
      const after = await repo.statusOf(pay.id);
      if (after !== 'completed') {
        throw new AppError(402, es.checkout.verifyFailed, { data: { status: after ?? 'unknown' } });
      }
      return { status: after, user: await deps.users.profileById(user.id) };
    },

    /** A provider event, once per event id. Events we do not handle are acknowledged. */
    async handleEvent(event: PaymentEvent) {
      const handled = [
        'checkout.session.completed',
        'checkout.session.async_payment_succeeded',
        'checkout.session.async_payment_failed',
        'checkout.session.expired',
      ];
      if (!handled.includes(event.type) || !event.session) return { processed: false };
      const session = event.session;
      return repo.transaction(async (r, tx) => {
        const pay = await r.findBySession(session.id);
        const recorded = await r.recordEvent({ id: event.id, type: event.type, paymentId: pay?.id ?? null });
        if (!recorded) return { processed: false };
        await applySession(r, tx, session, event.type);
        return { processed: true };
      });
    },

    /** A webhook delivery: its signature checked (400 when wrong), then the event applied once. */
    async receiveWebhook(raw: Buffer, signature: string | undefined) {
      let event: PaymentEvent;
      try {
        event = provider.parseWebhook(raw, signature);
      } catch {
        throw new AppError(400, es.errors.invalidInput);
      }
      return service.handleEvent(event);
    },

    /** The buyer left the hosted page: the record ends `canceled` and the session can't be paid. */
    async cancel(paymentId: string, sig: string) {
      if (!safeEqual(sig, cancelSig(paymentId))) return false;
      const pay = await repo.findById(paymentId);
      if (!pay || pay.status !== 'intent_created') return false;
      if (pay.providerSessionId) {
        const session = await provider.retrieve(pay.providerSessionId);
        if (session?.status === 'complete') return false; // paid after all: the webhook completes it
        await provider.expire(pay.providerSessionId);
      }
      return repo.transaction((r, tx) => settle(r, tx, pay.id, 'canceled'));
    },

    /** Payment records for the back-office, filtered and paged in SQL. */
    async list(q: { page: number; pageSize: number; q?: string | undefined; status?: string | undefined }) {
      const match = q.q
        ? {
            userIds: await deps.users.idsMatching(q.q),
            planIds: await deps.plans.idsMatching(q.q),
          }
        : undefined;
      const { total, grandTotal, rows } = await repo.page({ status: q.status, match }, q.page, q.pageSize);
      const [contacts, plans] = await Promise.all([
        deps.users.contacts(rows.map((r) => r.user_id)),
        deps.plans.summaries(
          rows.filter((r) => !r.plan_snapshot && r.plan_id).map((r) => r.plan_id as string),
        ),
      ]);
      return { total, grandTotal, data: rows.map((r) => presentPaymentRecord(r, contacts, plans)) };
    },
  };
  return service;
}
export type PaymentsService = ReturnType<typeof paymentsService>;
