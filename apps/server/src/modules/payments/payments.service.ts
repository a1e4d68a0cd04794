import {
  type PaymentMethod,
  type RefundPaymentInput,
  WITHDRAWAL_DAYS,
  discountOn,
  es,
  formatMoney,
} from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { PaymentProviders } from '../../adapters/payments/providers.js';
import {
  type BillingDispute,
  type BillingSubscription,
  type CheckoutSessionInfo,
  type PaymentEvent,
  type ProviderName,
  type WebhookHeaders,
  WebhookVersionMismatch,
  intervalOf,
} from '../../adapters/payments/types.js';
import type { Db } from '../../db/client.js';
import { hmac, safeEqual } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { BusinessMetrics } from '../../lib/metrics.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { AccessService } from '../library/access.service.js';
import { type PlansService, planSnapshotOf } from '../plans/plans.service.js';
import type { PromotionsService } from '../promotions/promotions.service.js';
import type { PlaybackService } from '../stats/playback.service.js';
import {
  RENEWAL_LEEWAY_MS,
  type SubscriptionsService,
  stateVersion,
} from '../subscriptions/subscriptions.service.js';
import type { UsersService } from '../users/users.service.js';
import { type BillingService, type Effects, cents, noEffects } from './billing.service.js';
import { presentPaymentRecord } from './payments.presenter.js';
import type { FinalStatus, PaymentRow, PaymentsQueries, PaymentsRepository } from './payments.repository.js';

/** The provider events we act on, by the object they carry. */
const EVENT_KINDS: Record<string, 'session' | 'invoice' | 'subscription' | 'charge' | 'dispute'> = {
  'checkout.session.completed': 'session',
  'checkout.session.async_payment_succeeded': 'session',
  'checkout.session.async_payment_failed': 'session',
  'checkout.session.expired': 'session',
  'invoice.paid': 'invoice',
  'invoice.payment_failed': 'invoice',
  'invoice.payment_action_required': 'invoice',
  'customer.subscription.updated': 'subscription',
  'customer.subscription.deleted': 'subscription',
  'charge.refunded': 'charge',
  'charge.dispute.created': 'dispute',
  'charge.dispute.updated': 'dispute',
  'charge.dispute.closed': 'dispute',
};

/**
 * Whether a plan may be bought by someone whose subscriptions giving access are `held`: by anyone
 * with none, and a plan of the whole catalogue by someone holding only a Mini (the upgrade). Anything else is a plan they
 * already have: the checkout is refused, and a payment that completes anyway is refunded.
 */
function mayBuyWhileHolding(
  held: Array<{ themeIds: string[]; planSnapshot: { slug: string; fullCategoryAccess: boolean } }>,
  plan: { fullCategoryAccess: boolean },
) {
  if (held.length === 0) return true;
  const all = held.some((h) => h.planSnapshot.fullCategoryAccess || h.planSnapshot.slug === 'full');
  const onMini = !all && held.some((h) => h.themeIds.length > 0);
  return onMini && plan.fullCategoryAccess;
}

/**
 * How long a checkout's record may wait for its session at the provider (three attempts of 15 s
 * at most) before a later request takes it for abandoned by a request that died.
 */
const SESSION_MAKING_MS = 2 * 60_000;

/** A checkout record's statuses that a paid session still completes (see the repository's settle). */
const UNSETTLED = new Set(['intent_created', 'expired', 'canceled']);

/** What a checkout request asks for (the body of create-checkout-session, validated). */
interface CheckoutRequest {
  planId: string;
  themeIds?: string[] | undefined;
  promotionCode?: string | undefined;
  /** Card (the default) or PayPal. */
  method?: PaymentMethod | undefined;
}

/**
 * How long another buyer's unpaid checkout holds one use of a promotion code: as long as the
 * provider keeps a checkout payable (a day), so a code's limit is never passed by checkouts paid
 * at the same time.
 */
const CHECKOUT_HOLDS_CODE_MS = 24 * 60 * 60_000;

/** Stripe's smallest charge, in minor units: a discount may not take a first payment below it. */
const MIN_CHARGE = 50;

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
  provider: PaymentProviders;
  access: AccessService;
  subscriptions: SubscriptionsService;
  billing: BillingService;
  plans: PlansService;
  catalogue: CatalogueService;
  /** Whether a promotion code applies to a plan (its uses are counted here, with the checkout). */
  promotions: Pick<PromotionsService, 'applicable' | 'codesByIds'>;
  /** Contacts and search for Órdenes, the role a purchase gives, the buyer's profile. */
  users: Pick<UsersService, 'contacts' | 'matching' | 'promoteToSubscriber' | 'profileById'>;
  /** What a customer listened to since a purchase (the order's detail). */
  listening: Pick<PlaybackService, 'listenedSince'>;
  log: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  metrics: Pick<BusinessMetrics, 'webhooks'>;
}) {
  const { repo, clock, config, provider } = deps;
  const cancelSig = (paymentId: string) => hmac(config.appSecret, `checkout-cancel:${paymentId}`);

  /**
   * Marks a completed payment refunded as a duplicate (with what it started at the provider); the
   * refund itself is made after commit, from `fx`.
   */
  async function refundAsDuplicate(
    r: PaymentsQueries,
    pay: Pick<PaymentRow, 'id' | 'providerSubscriptionId'>,
    billing: BillingSubscription | null,
    now: Date,
    fx: Effects,
  ) {
    const refunded = await r.markRefunded(pay.id, now, {
      providerSubscriptionId: billing?.id ?? pay.providerSubscriptionId,
      refundReason: 'duplicate',
    });
    if (refunded) {
      fx.refunds.push(refunded.id);
      fx.settled.push({ kind: refunded.kind, status: 'refunded' });
    }
  }

  /**
   * Moves a payment out of intent_created once. A completed payment has its subscription (created
   * here, or already by an earlier event: at most one per payment); with a renewing subscription at
   * the provider, its period and ids come from the provider's `billing` snapshot.
   */
  async function settle(
    r: PaymentsQueries,
    tx: Db,
    paymentId: string,
    status: FinalStatus,
    billing: BillingSubscription | null = null,
    fx: Effects = noEffects(),
  ): Promise<boolean> {
    const now = clock.now();
    const settled = await r.settle(paymentId, status, now);
    if (settled && (status === 'completed' || status === 'failed'))
      fx.settled.push({ kind: settled.kind, status });
    const pay = settled ?? (status === 'completed' ? await r.findById(paymentId) : null);
    if (!pay || pay.status !== 'completed' || status !== 'completed' || !pay.planId) return Boolean(settled);

    const plan = await deps.plans.find(pay.planId, tx);
    if (!plan) return Boolean(settled);
    const renewing = billing
      ? {
          providerSubscriptionId: billing.id,
          providerCustomerId: billing.customerId,
          currentPeriodStart: billing.currentPeriodStart,
          currentPeriodEnd: billing.currentPeriodEnd,
          cancelAtPeriodEnd: billing.cancelAtPeriodEnd,
          stateAt: stateVersion(now),
        }
      : {};
    // Once per payment: a later event finds the subscription made (and must not end it as "replaced").
    if (billing ? await deps.subscriptions.byProviderId(tx, billing.id) : !settled) return Boolean(settled);
    // A plan the user already holds is never sold twice (two tabs, an old session paid anyway): the
    // payment is given back and what it started at the provider ends there, after commit. Two
    // payments completing at once for one user are decided one after the other.
    await r.lockBuyer(pay.userId);
    const held = (await deps.subscriptions.activeIn(tx, pay.userId)).filter((h) => h.source !== 'comp');
    if (!mayBuyWhileHolding(held, plan)) {
      await refundAsDuplicate(r, pay, billing, now, fx);
      return Boolean(settled);
    }
    // Buying a plan replaces what the user had (mini → full); history keeps the old one.
    const { created, replaced } = await deps.subscriptions.replaceWith(tx, {
      userId: pay.userId,
      planId: plan.id,
      paymentId: pay.id,
      status: 'active',
      startsAt: now,
      endsAt: billing
        ? new Date(billing.currentPeriodEnd.getTime() + RENEWAL_LEEWAY_MS)
        : new Date(now.getTime() + plan.durationDays * 86_400_000),
      themeIds: pay.themeIds,
      planSnapshot: planSnapshotOf(plan),
      ...renewing,
    });
    // The upgraded plan stops renewing at the provider: its unused part was credited.
    if (created) fx.endAtProvider.push(...replaced.filter((id) => id !== billing?.id));
    await deps.users.promoteToSubscriber(tx, pay.userId, now);
    return Boolean(settled);
  }

  /** Applies what the provider says about a session. */
  async function applySession(
    r: PaymentsQueries,
    tx: Db,
    session: CheckoutSessionInfo,
    type: string | undefined,
    billing: BillingSubscription | null,
    fx: Effects,
  ) {
    const pay = await r.findBySession(session.id);
    if (!pay) return;
    const paid = session.status === 'complete' && session.paymentStatus === 'paid';
    const expected = cents(Number(pay.amount));
    // What was charged must be what was asked, in amount and in currency: 99 in euros is not 99 in
    // dollars (a price or presentment-currency setting at the provider could change the currency).
    const asAsked =
      (session.amountTotal === null || session.amountTotal === expected) &&
      session.currency?.toUpperCase() === pay.currency.toUpperCase();
    if (type === 'checkout.session.async_payment_failed') await settle(r, tx, pay.id, 'failed', null, fx);
    else if (paid && asAsked) await settle(r, tx, pay.id, 'completed', billing, fx);
    else if (paid) {
      // Charged otherwise than asked: nothing is granted, and the money is never kept. The charge
      // is recorded, then given back, and what it started at the provider ends there (after commit).
      const now = clock.now();
      if (await r.settle(pay.id, 'completed', now)) {
        await refundAsDuplicate(r, pay, billing, now, fx);
        deps.log.error(
          {
            paymentId: pay.id,
            sessionId: session.id,
            expected: { amount: expected, currency: pay.currency.toUpperCase() },
            charged: { amount: session.amountTotal, currency: session.currency?.toUpperCase() ?? null },
          },
          'checkout paid in another amount or currency than asked: nothing granted, the charge refunded',
        );
      }
    } else if (session.status === 'expired' || type === 'checkout.session.expired')
      await settle(r, tx, pay.id, 'expired');
  }

  /**
   * The invoice a charge or dispute event is about, as the provider answers: its id; null for any
   * other event; undefined when the charge paid no invoice (nothing of ours: acknowledged, logged).
   */
  async function invoiceCharged(event: PaymentEvent): Promise<string | null | undefined> {
    const about = event.dispute ?? event.charge;
    if (!about) return null;
    let invoice: string | null = null;
    try {
      invoice = about.paymentIntentId ? await provider.invoiceOfPayment(about.paymentIntentId) : null;
    } catch {
      throw new AppError(502, es.errors.invalidInput); // the provider retries the event
    }
    if (!invoice) {
      deps.log.warn(
        { eventId: event.id, eventType: event.type, paymentIntent: about.paymentIntentId },
        'payment event about a charge that paid no invoice: nothing to apply',
      );
      return undefined;
    }
    return invoice;
  }

  /** A dispute opened (or moved on) at the provider, kept on its payment for staff to see. */
  async function applyDispute(r: PaymentsQueries, paymentId: string, d: BillingDispute, version: Date) {
    await r.upsertDispute({
      id: d.id,
      paymentId,
      status: d.status,
      reason: d.reason,
      amount: d.amount / 100,
      currency: d.currency.toUpperCase(),
      openedAt: d.created,
      stateAt: version,
      updatedAt: clock.now(),
    });
  }

  /** The provider's subscription behind a completed session, read before its transaction opens. */
  async function billingOf(session: CheckoutSessionInfo | null) {
    if (!session?.subscriptionId) return null;
    return provider.retrieveSubscription(session.subscriptionId);
  }

  /** Exactly two distinct themes that exist and are active (what the mini picker offers). */
  async function twoActiveThemes(requested: string[]): Promise<string[]> {
    const ids = [...new Set(requested)];
    if (ids.length !== 2) throw new AppError(400, es.test.exactlyTwoThemes);
    if (!(await deps.catalogue.allThemesActive(ids))) throw new AppError(400, es.test.exactlyTwoThemes);
    return ids;
  }

  /** The order a checkout request asks for, checked: what it may buy and what the first charge is. */
  async function orderOf(user: Buyer, input: CheckoutRequest) {
    if (user.tempUser) throw new AppError(403, es.errors.forbidden);
    // Buying follows the verification flow: an address nobody confirmed cannot subscribe.
    if (!user.isVerified) {
      throw new AppError(403, es.checkout.verifyEmailFirst, { data: { reason: 'unverified' } });
    }
    const plan = await deps.plans.find(input.planId);
    if (!plan || !plan.isActive) throw new AppError(404, es.checkout.planNotFound);
    if (Number(plan.price) <= 0) throw new AppError(400, es.checkout.sessionFailed);
    const method = input.method ?? 'card';
    const via = provider.forMethod(method);
    if (!via) throw new AppError(422, es.checkout.methodUnavailable);

    // A complimentary access is no purchase: buying a plan replaces it, with nothing to credit.
    const paidHeld = (await deps.subscriptions.active(user.id)).some((s) => s.source !== 'comp');
    const scope = paidHeld ? await deps.access.scope(user.id) : null;
    const now = clock.now();
    let credit = 0;
    if (scope) {
      const onMini = !scope.all && scope.themeIds.size > 0;
      // Mini → any plan of the whole catalogue (Full yearly or monthly).
      if (!(onMini && plan.fullCategoryAccess)) throw new AppError(409, es.home.activePlan);
      // Mini → full: what is left of the mini period is taken off the first charge (proration).
      const current = await deps.subscriptions.current(user.id);
      // The credit is in the Mini's currency: it comes off a plan sold in the same one only.
      const paidIn = current?.planSnapshot.currency.toUpperCase();
      if (paidIn && paidIn !== plan.currency.toUpperCase())
        throw new AppError(409, es.checkout.upgradeOtherCurrency.replace('{currency}', paidIn));
      if (current) credit = deps.billing.unusedCredit(current, now);
    }

    let themeIds: string[] = [];
    if (plan.slug === 'mini') {
      // The mini plan is chosen from the test's results: the test comes first.
      if (!user.tookTest) throw new AppError(403, es.checkout.miniNeedsTest);
      themeIds = await twoActiveThemes(input.themeIds ?? []);
    }

    const price = cents(Number(plan.price));
    credit = Math.min(credit, price - MIN_CHARGE);
    const promotion = input.promotionCode
      ? await promotionFor(input.promotionCode, plan, price, credit)
      : null;
    const off = Math.max(0, credit) + (promotion?.discount ?? 0);
    return {
      plan,
      themeIds,
      price,
      credit: Math.max(0, credit),
      promotion,
      firstCharge: price - off,
      method,
      providerName: via.name,
    };
  }

  /**
   * A promotion code on a plan bought at `price` (minor units): the code and what it takes off the
   * first charge. Not with an upgrade's credit (a checkout carries one discount).
   */
  async function promotionFor(
    code: string,
    plan: { id: string; currency: string },
    price: number,
    credit = 0,
  ) {
    if (credit > 0) throw new AppError(422, es.promotions.codeNotOnUpgrade);
    const row = await deps.promotions.applicable(code, plan);
    const discount = discountOn(price, row);
    if (price - discount < MIN_CHARGE) throw new AppError(422, es.promotions.codeNotForPlan);
    return { row, discount };
  }

  /** A code's uses, counted in the checkout's transaction: refused when used up or used by the buyer. */
  async function assertCodeRoom(
    r: PaymentsQueries,
    userId: string | null,
    row: { id: string; maxRedemptions: number | null },
  ) {
    await r.lockPromotion(row.id);
    const uses = await r.promotionUses(
      row.id,
      userId,
      new Date(clock.now().getTime() - CHECKOUT_HOLDS_CODE_MS),
    );
    if (uses.mine > 0) throw new AppError(409, es.promotions.codeAlreadyUsed);
    if (row.maxRedemptions !== null && uses.taken >= row.maxRedemptions)
      throw new AppError(409, es.promotions.codeExhausted);
  }
  type Order = Awaited<ReturnType<typeof orderOf>>;

  /** Each user's checkout requests in this process, one after the other (a double click, two tabs). */
  const checkoutQueue = new Map<string, Promise<unknown>>();
  async function oneAtATime<T>(userId: string, fn: () => Promise<T>): Promise<T> {
    const run = (checkoutQueue.get(userId) ?? Promise.resolve()).then(fn, fn);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    checkoutQueue.set(userId, tail);
    try {
      return await run;
    } finally {
      if (checkoutQueue.get(userId) === tail) checkoutQueue.delete(userId);
    }
  }

  /**
   * A checkout for the order, the user's only open one. Another process's request for the same
   * user may be between its record and its session: the unique index lets one record in, and the
   * other request is told to try again in a moment (409).
   */
  async function openCheckout(
    user: Buyer,
    input: CheckoutRequest,
    attempt = 0,
  ): Promise<{ id: string; url: string }> {
    const order = await orderOf(user, input);
    const open = await repo.openOf(user.id);
    if (open) {
      const same = await endUnlessSame(open, order);
      if (same) return same;
      // The open one was paid meanwhile: what the user may buy now is decided again.
      if (attempt < 2) return openCheckout(user, input, attempt + 1);
    }
    const { plan, themeIds, price, credit, firstCharge, promotion, method } = order;
    const values = {
      userId: user.id,
      planId: plan.id,
      status: 'intent_created',
      kind: credit > 0 ? 'upgrade' : 'purchase',
      amount: firstCharge / 100,
      currency: plan.currency,
      provider: order.providerName,
      themeIds,
      planSnapshot: {
        name: plan.name,
        slug: plan.slug,
        price: Number(plan.price),
        currency: plan.currency,
        durationDays: plan.durationDays,
      },
      promotionCodeId: promotion?.row.id ?? null,
      discountAmount: promotion ? promotion.discount / 100 : null,
    } as const;
    const pay = promotion
      ? await repo.transaction(async (r) => {
          await assertCodeRoom(r, user.id, promotion.row);
          return r.insertOpen(values);
        })
      : await repo.insertOpen(values);
    if (!pay) {
      if (attempt < 2) return openCheckout(user, input, attempt + 1);
      throw new AppError(409, es.checkout.checkoutInProgress);
    }
    try {
      const session = await provider.createCheckout({
        method,
        paymentId: pay.id,
        userId: user.id,
        planId: plan.id,
        customerEmail: user.email,
        // PayPal keeps its own account of the buyer (the payer who approves).
        customerId: method === 'card' ? await customerFor(user) : undefined,
        amount: price,
        creditAmount: credit > 0 ? credit : undefined,
        discount: promotion
          ? {
              code: promotion.row.code,
              percentOff: promotion.row.percentOff,
              amountOff: promotion.row.amountOff === null ? null : cents(promotion.row.amountOff),
              months: promotion.row.duration === 'repeating' ? promotion.row.durationMonths : null,
            }
          : undefined,
        currency: plan.currency,
        productName: `Sanarte · ${plan.name}`,
        interval: intervalOf(plan.durationDays),
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
  }

  /**
   * The user's open checkout, answered again when it is for the same order and still payable;
   * otherwise ended at the provider and recorded as the provider then has it (expired, or
   * completed when the buyer paid it meanwhile). Null once it is no longer open.
   */
  async function endUnlessSame(open: PaymentRow, order: Order): Promise<{ id: string; url: string } | null> {
    const sessionId = open.providerSessionId;
    if (!sessionId) {
      // Its session is being made by a request of another process, or that request died.
      if (clock.now().getTime() - open.createdAt.getTime() < SESSION_MAKING_MS)
        throw new AppError(409, es.checkout.checkoutInProgress);
      await repo.transaction((r, tx) => settle(r, tx, open.id, 'failed'));
      return null;
    }
    const same =
      open.provider === order.providerName &&
      open.planId === order.plan.id &&
      cents(Number(open.amount)) === order.firstCharge &&
      open.promotionCodeId === (order.promotion?.row.id ?? null) &&
      [...open.themeIds].sort().join() === [...order.themeIds].sort().join();
    if (same) {
      const url = await provider.openUrl(sessionId);
      if (url) return { id: sessionId, url };
    } else {
      await provider.expire(sessionId);
    }
    const session = await provider.retrieve(sessionId);
    const billing = session?.status === 'complete' ? await billingOf(session) : null;
    const fx = noEffects();
    await repo.transaction(async (r, tx) => {
      if (session && session.status !== 'open') await applySession(r, tx, session, undefined, billing, fx);
      // Gone, or still open because the provider could not end it (PayPal ends no unapproved
      // subscription): ended here; should it be paid anyway, its payment still completes.
      else await settle(r, tx, open.id, 'expired');
    });
    await afterCommit(fx);
    // Complete but not paid yet (a payment method that settles later): that payment is under way.
    if ((await repo.statusOf(open.id)) === 'intent_created')
      throw new AppError(409, es.checkout.checkoutInProgress);
    return null;
  }

  /** The user's customer at the provider: the one kept, or one made now and kept. */
  async function customerFor(user: Buyer) {
    if (!provider.createCustomer) return undefined;
    const kept = await repo.customerOf(user.id, provider.kind);
    if (kept) return kept;
    const made = await provider.createCustomer({
      userId: user.id,
      email: user.email,
      idempotencyKey: `customer-${user.id}`,
    });
    return repo.keepCustomer(user.id, provider.kind, made);
  }

  /**
   * Makes a refund decided here: a plan paid twice ends what it started at the provider (no
   * renewal; staff's refund ended its subscription already when it had to), then the rest of its
   * charge is given back, and the record keeps the provider's refund. Retried by the job until it
   * succeeds; the provider sees one refund however many times it runs.
   */
  async function makeRefund(paymentId: string) {
    const pay = await repo.findById(paymentId);
    if (!pay || pay.status !== 'refunded' || pay.refundedAt) return false;
    const byStaff = pay.refundReason === 'requested_by_customer';
    if (pay.providerSubscriptionId && !byStaff) await provider.cancelNow(pay.providerSubscriptionId);
    const refund = await provider.refund({
      sessionId: pay.providerSessionId,
      invoiceId: pay.providerInvoiceId,
      reason: byStaff ? 'requested_by_customer' : 'duplicate',
      paymentId: pay.id,
      idempotencyKey: `refund-${pay.id}`,
    });
    return Boolean(await repo.confirmRefund(pay.id, refund.id, clock.now()));
  }

  /** Runs what a provider event or a settled session decided, after its transaction committed. */
  async function afterCommit(fx: Effects) {
    await deps.billing.afterCommit(fx);
    for (const id of fx.refunds) {
      try {
        await makeRefund(id);
      } catch (err) {
        // Recorded refunded and listed as still to make: the job tries again.
        deps.log.error({ err, paymentId: id }, 'refund failed at the provider; retried by the refunds job');
      }
    }
  }

  const service = {
    cancelSig,

    /** A user's payments, oldest first (data export). */
    ofUser: (userId: string) => repo.ofUser(userId),

    /**
     * POST /api/payments/create-checkout-session. At most one open checkout per user: asking again
     * for the same order answers the open one; another order ends it at the provider first.
     */
    createCheckout: (user: Buyer, input: CheckoutRequest) =>
      oneAtATime(user.id, () => openCheckout(user, input)),

    /**
     * POST /api/promotion-codes/check: which of `planIds` a code applies to and what it takes off
     * each first payment, before the checkout; refused with the first plan's reason when it
     * applies to none. Anyone may ask (the pricing section); a signed-in buyer's own use counts.
     */
    async quotePromotion(buyerId: string | null, code: string, planIds: string[]) {
      const plans = [];
      let refusal: unknown = null;
      let row: Awaited<ReturnType<typeof promotionFor>>['row'] | null = null;
      for (const planId of [...new Set(planIds)]) {
        const plan = await deps.plans.find(planId);
        if (!plan || !plan.isActive || Number(plan.price) <= 0) {
          refusal ??= new AppError(404, es.checkout.planNotFound);
          continue;
        }
        const price = cents(Number(plan.price));
        try {
          const quoted = await promotionFor(code, plan, price);
          row = quoted.row;
          plans.push({
            planId: plan.id,
            currency: plan.currency,
            price: price / 100,
            discount: quoted.discount / 100,
            firstCharge: (price - quoted.discount) / 100,
          });
        } catch (err) {
          refusal ??= err;
        }
      }
      if (!row) throw refusal;
      const found = row;
      await repo.transaction((r) => assertCodeRoom(r, buyerId, found));
      return {
        code: row.code,
        percentOff: row.percentOff,
        amountOff: row.amountOff,
        currency: row.currency,
        duration: row.duration === 'repeating' ? ('repeating' as const) : ('once' as const),
        durationMonths: row.durationMonths,
        plans,
      };
    },

    /** The buyer's browser came back: ask the provider, never the client, whether it was paid. */
    async verify(user: { id: string }, sessionId: string, themeIds: string[]) {
      const pay = await repo.findBySession(sessionId);
      if (!pay || pay.userId !== user.id) throw new AppError(404, es.checkout.verifyFailed);
      // Not settled yet, or ended here while the buyer was paying it in another tab: the provider says.
      if (UNSETTLED.has(pay.status)) {
        const session = await provider.retrieve(sessionId);
        if (!session || session.metadata.userId !== user.id)
          throw new AppError(404, es.checkout.verifyFailed);
        // The mini plan's themes, when the checkout did not carry them, are checked before writing.
        const chosen =
          themeIds.length > 0 && pay.themeIds.length === 0 ? await twoActiveThemes(themeIds) : null;
        const billing = await billingOf(session);
        const fx = noEffects();
        await repo.transaction(async (r, tx) => {
          if (chosen) await r.update(pay.id, { themeIds: chosen });
          await applySession(r, tx, session, undefined, billing, fx);
        });
        await afterCommit(fx);
      }
      const after = await repo.statusOf(pay.id);
      if (after === 'refunded') {
        // Given back because a plan was held already, or because the charge was not the one asked.
        const held = (await deps.access.scope(user.id)) !== null;
        const message = held ? es.checkout.duplicateRefunded : es.checkout.paymentRefunded;
        throw new AppError(402, message, { data: { status: after } });
      }
      if (after !== 'completed') {
        throw new AppError(402, es.checkout.verifyFailed, { data: { status: after ?? 'unknown' } });
      }
      return { status: after, user: await deps.users.profileById(user.id) };
    },

    /**
     * A provider event, once per event id (recorded in the same transaction that applies it, so a
     * replay, even a concurrent one, changes nothing). Events we do not handle are acknowledged.
     */
    async handleEvent(event: PaymentEvent) {
      const kind = EVENT_KINDS[event.type];
      const applies =
        (kind === 'session' && event.session) ||
        (kind === 'invoice' && event.invoice) ||
        (kind === 'subscription' && event.subscription) ||
        (kind === 'charge' && event.charge) ||
        (kind === 'dispute' && event.dispute);
      if (!applies) return { processed: false };
      // A charge no longer names its invoice: the provider is asked before the transaction opens.
      const paidInvoice = await invoiceCharged(event);
      if (paidInvoice === undefined) return { processed: false };
      // A completed session's subscription is read from the provider before the transaction opens.
      const billing =
        kind === 'session' &&
        event.session?.subscriptionId &&
        !(await deps.subscriptions.exists(event.session.subscriptionId))
          ? await billingOf(event.session)
          : null;
      const fx = noEffects();
      const result = await repo.transaction(async (r, tx) => {
        const pay = event.session
          ? await r.findBySession(event.session.id)
          : paidInvoice
            ? await r.findByInvoice(paidInvoice)
            : null;
        // A charge of an invoice not recorded here yet (its invoice.paid is late): the provider retries.
        if (paidInvoice && !pay) throw new AppError(409, es.errors.invalidInput);
        const recorded = await r.recordEvent({ id: event.id, type: event.type, paymentId: pay?.id ?? null });
        if (!recorded) return { processed: false, duplicate: true };
        if (event.session) {
          await applySession(r, tx, event.session, event.type, billing, fx);
          // A provider that tells the first charge with the session (PayPal): its receipt too.
          if (event.invoice && event.type === 'checkout.session.completed')
            await deps.billing.invoicePaid(r, tx, event.invoice, event.created, fx);
        } else if (event.dispute && pay) await applyDispute(r, pay.id, event.dispute, event.created);
        else if (event.charge && pay)
          await deps.billing.chargeRefunded(r, tx, pay, event.charge, event.created, fx);
        else if (event.invoice && event.type === 'invoice.paid')
          await deps.billing.invoicePaid(r, tx, event.invoice, event.created, fx);
        else if (event.invoice && event.type === 'invoice.payment_action_required')
          await deps.billing.invoiceActionRequired(r, tx, event.invoice, event.created, fx);
        else if (event.invoice) await deps.billing.invoiceFailed(r, tx, event.invoice, event.created, fx);
        else if (event.subscription)
          await deps.billing.subscriptionChanged(tx, event.subscription, event.created, fx);
        return { processed: true };
      });
      await afterCommit(fx);
      return result;
    },

    /**
     * Mi Suscripción's "Cancelar renovación" (cancel) and "Reanudar suscripción" (resume): at the
     * provider, applied here at once. Answers the subscription as the user answer carries it.
     */
    async setRenewal(userId: string, cancel: boolean) {
      await deps.billing.setRenewal(userId, cancel, (fn) => repo.transaction((_r, tx) => fn(tx)));
      const profile = await deps.users.profileById(userId);
      if (!profile?.activeSubscription) throw new AppError(409, es.billing.notRenewing);
      return profile.activeSubscription;
    },

    /**
     * POST /api/payment-records/:id/refund (admin): gives back a completed payment — all that is
     * left of it, or `amount` in its currency — with staff's note, and e-mails the customer.
     * In full (decision 037): the payment becomes `refunded`, and when it paid the period its
     * subscription is in, the subscription ends now and is cancelled at the provider; the refund
     * itself is made after commit and retried by the refunds job until the provider confirms it.
     * In part: made at the provider first (a failure there changes nothing here), then counted;
     * the access stays as it was.
     */
    async refund(paymentId: string, input: RefundPaymentInput) {
      const pay = await repo.findById(paymentId);
      if (!pay) throw new AppError(404, es.admin.paymentNotFound);
      if (pay.status !== 'completed') throw new AppError(409, es.admin.refundNotCompleted);
      const left = cents(Number(pay.amount)) - cents(Number(pay.refundedAmount));
      const wanted = input.amount === undefined ? left : cents(input.amount);
      if (left <= 0) throw new AppError(409, es.admin.refundNotCompleted);
      if (wanted > left)
        throw new AppError(422, es.admin.refundTooMuch(formatMoney(left / 100, pay.currency)));
      const answer = (row: PaymentRow) => ({
        _id: row.id,
        status: row.status,
        refundedAmount: Number(row.refundedAmount),
        currency: row.currency,
      });

      if (wanted < left) {
        try {
          await provider.refund({
            sessionId: pay.providerSessionId,
            invoiceId: pay.providerInvoiceId,
            amount: wanted,
            reason: 'requested_by_customer',
            paymentId: pay.id,
            // The same request twice (a double click, a retry) is one refund at the provider.
            idempotencyKey: `refund-${pay.id}-${cents(Number(pay.refundedAmount))}-${wanted}`,
          });
        } catch (err) {
          deps.log.error({ err, paymentId: pay.id }, 'refund in part failed at the provider');
          throw new AppError(502, es.admin.refundFailed);
        }
        const counted = await repo.addPartialRefund(
          pay.id,
          wanted / 100,
          Number(pay.refundedAmount),
          input.note,
          clock.now(),
        );
        // Null: the provider's own event (or the same request, twice) counted it first.
        if (!counted) return answer((await repo.findById(pay.id)) ?? pay);
        const fx = noEffects();
        fx.mails.push(deps.billing.refundNotice(counted, wanted / 100, false));
        await deps.billing.afterCommit(fx);
        return answer(counted);
      }

      const fx = noEffects();
      const now = clock.now();
      const refunded = await repo.transaction(async (r, tx) => {
        const row = await r.markRefunded(pay.id, now, {
          refundReason: 'requested_by_customer',
          refundNote: input.note,
        });
        if (!row) return null;
        const ended = await deps.billing.refundedInFull(r, tx, row, now, fx);
        fx.mails.push(deps.billing.refundNotice(row, left / 100, ended));
        fx.refunds.push(row.id);
        fx.settled.push({ kind: row.kind, status: 'refunded' });
        return row;
      });
      // Refunded meanwhile (another staff member, the provider's event): nothing more to do.
      if (!refunded) throw new AppError(409, es.admin.refundNotCompleted);
      await afterCommit(fx);
      return answer(refunded);
    },

    /**
     * GET /api/payments/withdrawal: the listener's right of withdrawal (decision 054) — their first
     * purchase, paid less than WITHDRAWAL_DAYS ago, nothing of it given back yet, still the payment
     * their current period rests on, and no audio opened or listened to since it was paid.
     */
    async withdrawal(userId: string) {
      const pay = await repo.latestPurchaseOf(userId);
      if (!pay?.completedAt || Number(pay.refundedAmount) > 0) return null;
      const until = new Date(pay.completedAt.getTime() + WITHDRAWAL_DAYS * 86_400_000);
      if (clock.now() >= until) return null;
      if (pay.providerSubscriptionId) {
        const latest = await repo.latestPaidOf(pay.providerSubscriptionId);
        if (latest && latest.id !== pay.id) return null;
      }
      const heard = await deps.listening.listenedSince(userId, pay.completedAt);
      if (heard.audios > 0 || heard.seconds > 0) return null;
      return {
        paymentId: pay.id,
        until: until.toISOString(),
        amount: Number(pay.amount),
        currency: pay.currency,
      };
    },

    /** POST /api/payments/withdraw: the withdrawal made — the purchase given back in full, its plan ended. */
    async withdraw(userId: string) {
      const open = await service.withdrawal(userId);
      if (!open) throw new AppError(409, es.billing.withdrawalNotAvailable(WITHDRAWAL_DAYS));
      return service.refund(open.paymentId, { note: es.billing.withdrawalNote(WITHDRAWAL_DAYS) });
    },

    /**
     * GET /api/payment-records/:id/listening (staff): whether and how much the customer listened
     * since the payment was made, for a refund decision.
     */
    async listeningSince(paymentId: string) {
      const pay = await repo.findById(paymentId);
      if (!pay) throw new AppError(404, es.admin.paymentNotFound);
      const since = pay.completedAt ?? pay.createdAt;
      return { since: since.toISOString(), ...(await deps.listening.listenedSince(pay.userId, since)) };
    },

    /** Refunds decided but not confirmed by the provider yet, tried again (the billing job). */
    async retryRefunds() {
      let made = 0;
      for (const pay of await repo.pendingRefunds()) {
        try {
          if (await makeRefund(pay.id)) made += 1;
        } catch (err) {
          deps.log.error(
            { err, paymentId: pay.id },
            'refund failed at the provider; retried by the refunds job',
          );
        }
      }
      return made;
    },

    /** GET /api/payments/methods: the ways to pay offered, card first. */
    methods: () => provider.methods(),

    /** POST /api/payments/portal-session. */
    portal: (userId: string) => deps.billing.portal(userId),

    /**
     * A webhook delivery: its signature checked (400 when wrong), then the event applied once. An
     * event in another API version than the pinned one is refused with a 422, logged as an error and
     * counted: the provider retries it (for days) while someone fixes the endpoint's version.
     */
    async receiveWebhook(raw: Buffer, headers: WebhookHeaders, source: ProviderName = 'stripe') {
      let event: PaymentEvent;
      const counted = (type: string, outcome: string) => deps.metrics.webhooks.inc({ type, outcome });
      const from = provider.named(source);
      if (!from) throw new AppError(404, es.errors.notFound);
      try {
        event = await from.parseWebhook(raw, headers);
      } catch (err) {
        if (err instanceof WebhookVersionMismatch) {
          counted(err.eventType, 'refused_api_version');
          deps.log.error(
            {
              eventId: err.eventId,
              eventType: err.eventType,
              apiVersion: err.apiVersion,
              expected: err.expected,
            },
            'payment webhook refused: rendered in another API version than the pinned one (recreate the webhook endpoint in the pinned version)',
          );
          throw new AppError(422, es.errors.invalidInput);
        }
        counted('unknown', 'bad_signature');
        throw new AppError(400, es.errors.invalidInput);
      }
      try {
        const result = await service.handleEvent(event);
        counted(event.type, result.processed ? 'processed' : 'duplicate' in result ? 'duplicate' : 'ignored');
        return result;
      } catch (err) {
        counted(event.type, 'failed');
        throw err;
      }
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
            users: deps.users.matching(q.q),
            planIds: await deps.plans.idsMatching(q.q),
          }
        : undefined;
      const { total, grandTotal, totalCapped, rows } = await repo.page(
        { status: q.status, match },
        q.page,
        q.pageSize,
      );
      const [contacts, plans, disputes, codes] = await Promise.all([
        deps.users.contacts(rows.map((r) => r.user_id)),
        deps.plans.summaries(
          rows.filter((r) => !r.plan_snapshot && r.plan_id).map((r) => r.plan_id as string),
        ),
        repo.disputesOf(rows.map((r) => r.id)),
        deps.promotions.codesByIds(rows.flatMap((r) => (r.promotion_code_id ? [r.promotion_code_id] : []))),
      ]);
      return {
        total,
        grandTotal,
        totalCapped,
        data: rows.map((r) => presentPaymentRecord(r, contacts, plans, disputes, codes)),
      };
    },
  };
  return service;
}
export type PaymentsService = ReturnType<typeof paymentsService>;
