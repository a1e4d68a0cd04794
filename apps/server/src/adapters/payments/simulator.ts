import { discountOn } from '@sanarte/shared';
import { and, asc, desc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/first-row.js';
import {
  simulatedCheckouts,
  simulatedCustomers,
  simulatedInvoices,
  simulatedSubscriptions,
} from '../../db/schema/index.js';
import { hmac, randomToken, safeEqual } from '../../lib/crypto.js';
import type { Clock } from '../clock.js';
import {
  type BillingInterval,
  type BillingInvoice,
  type BillingSubscription,
  type CheckoutSessionInfo,
  type PaymentEvent,
  type PaymentProvider,
  type RefundResult,
  addInterval,
  headerOf,
  ownsStripeId,
} from './types.js';

type CheckoutRow = typeof simulatedCheckouts.$inferSelect;
type SubscriptionRow = typeof simulatedSubscriptions.$inferSelect;
type InvoiceRow = typeof simulatedInvoices.$inferSelect;
type CustomerRow = typeof simulatedCustomers.$inferSelect;

/** A webhook delivery as Stripe makes it: the raw body and its signature header. */
export interface SignedEvent {
  body: string;
  signature: string;
}

const DAY_MS = 86_400_000;
/** How long a portal link stays valid, like Stripe's portal sessions. */
const PORTAL_TTL_MS = 60 * 60_000;

const sessionInfo = (r: CheckoutRow): CheckoutSessionInfo => ({
  id: r.id,
  status: r.status as CheckoutSessionInfo['status'],
  paymentStatus: r.paymentStatus as CheckoutSessionInfo['paymentStatus'],
  metadata: r.metadata,
  amountTotal: r.amountTotal,
  currency: r.currency,
  subscriptionId: r.subscriptionId,
  customerId: r.customerId,
});

const subscriptionInfo = (r: SubscriptionRow): BillingSubscription => ({
  id: r.id,
  customerId: r.customerId,
  status: r.status as BillingSubscription['status'],
  currentPeriodStart: r.currentPeriodStart,
  currentPeriodEnd: r.currentPeriodEnd,
  cancelAtPeriodEnd: r.cancelAtPeriodEnd,
  metadata: r.metadata,
});

/** Dates travel as ISO strings in the simulator's event bodies. */
const revive = <T>(o: Record<string, unknown>, keys: string[]): T => {
  const copy: Record<string, unknown> = { ...o };
  for (const k of keys) if (typeof copy[k] === 'string') copy[k] = new Date(copy[k] as string);
  return copy as T;
};

/**
 * The embedded stand-in for Stripe Billing in local mode: a hosted checkout page (/dev/checkout/:id),
 * renewing subscriptions with invoices, a customer portal (/dev/portal/:customer) and signed webhook
 * events delivered to the same handler Stripe's would reach. Time is the application clock, so
 * renewals happen when that clock passes a period's end (`runDue`, run by the billing job and by
 * POST /api/dev/clock/advance).
 */
export function simulatorProvider(deps: {
  db: Db;
  clock: Clock;
  publicUrl: string;
  signingKey: string;
  /** Days the simulator retries a failed renewal before it gives up and cancels. */
  graceDays: number;
}) {
  const { db } = deps;
  const sign = (body: string) => hmac(deps.signingKey, body);
  /** The webhook endpoint events are delivered to (set once the payments module exists). */
  let deliver: ((event: SignedEvent) => Promise<unknown>) | null = null;
  /** POST /api/dev/payments/fail-next: the next renewal attempt is declined. */
  let failNextRenewal = false;
  /** Refunds made in this process by idempotency key, as the provider answers a retried request. */
  const refundsByKey = new Map<string, RefundResult>();

  const find = (id: string) =>
    firstRow(db.select().from(simulatedCheckouts).where(eq(simulatedCheckouts.id, id)));
  const findSubscription = (id: string) =>
    firstRow(db.select().from(simulatedSubscriptions).where(eq(simulatedSubscriptions.id, id)));
  const findCustomer = (id: string) =>
    firstRow(db.select().from(simulatedCustomers).where(eq(simulatedCustomers.id, id)));

  function signed(type: string, object: Record<string, unknown>, at: Date): SignedEvent {
    const body = JSON.stringify({
      id: `evt_sim_${randomToken(12)}`,
      type,
      created: at.toISOString(),
      data: { object },
    });
    return { body, signature: sign(body) };
  }
  const sessionEvent = (type: string, r: CheckoutRow, at: Date) =>
    signed(type, { object: 'checkout.session', ...sessionInfo(r) }, at);
  const subscriptionEvent = (
    type: string,
    r: SubscriptionRow,
    at: Date,
    endedBy: BillingSubscription['endedBy'] = null,
  ) => signed(type, { object: 'subscription', ...subscriptionInfo(r), endedBy }, at);
  function invoiceEvent(type: string, inv: InvoiceRow, sub: SubscriptionRow, at: Date) {
    const invoice: BillingInvoice = {
      id: inv.id,
      subscriptionId: inv.subscriptionId,
      customerId: inv.customerId,
      status: inv.status as BillingInvoice['status'],
      billingReason: inv.billingReason as BillingInvoice['billingReason'],
      amountPaid: inv.amountPaid,
      amountDue: inv.amountDue,
      currency: inv.currency,
      periodStart: inv.periodStart,
      periodEnd: inv.periodEnd,
      hostedUrl: `${deps.publicUrl}/dev/invoices/${inv.id}`,
      metadata: sub.metadata,
    };
    return signed(type, { object: 'invoice', ...invoice }, at);
  }

  /** Delivers events one after another, in order, as the provider's webhook would. */
  async function send(events: SignedEvent[]) {
    if (!deliver) return;
    for (const e of events) await deliver(e);
  }

  async function newInvoice(
    sub: SubscriptionRow,
    values: Pick<InvoiceRow, 'status' | 'billingReason' | 'amountDue' | 'periodStart' | 'periodEnd'> & {
      at: Date;
    },
  ) {
    const paid = values.status === 'paid';
    const [row] = await db
      .insert(simulatedInvoices)
      .values({
        id: `in_sim_${randomToken(12)}`,
        subscriptionId: sub.id,
        customerId: sub.customerId,
        status: values.status,
        billingReason: values.billingReason,
        amountDue: values.amountDue,
        amountPaid: paid ? values.amountDue : 0,
        currency: sub.currency,
        periodStart: values.periodStart,
        periodEnd: values.periodEnd,
        createdAt: values.at,
        paidAt: paid ? values.at : null,
      })
      .returning();
    return row as InvoiceRow;
  }

  async function updateSubscription(id: string, values: Partial<SubscriptionRow>) {
    const [row] = await db
      .update(simulatedSubscriptions)
      .set(values)
      .where(eq(simulatedSubscriptions.id, id))
      .returning();
    return row as SubscriptionRow;
  }

  /** What a repeating promotion takes off the renewal starting at `at` (minor units). */
  function renewalDiscount(sub: SubscriptionRow, at: Date): number {
    const d = sub.discount;
    if (!d?.until || at >= new Date(d.until)) return 0;
    return discountOn(sub.amount, { percentOff: d.percentOff, amountOff: (d.amountOff ?? 0) / 100 });
  }

  /**
   * One renewal attempt at the period's end `at`: the period moves on either way (as Stripe's does);
   * paid, or left open with the subscription past due when the card is declined.
   */
  async function renewOnce(sub: SubscriptionRow, customer: CustomerRow | null) {
    const at = sub.currentPeriodEnd;
    const interval: BillingInterval = {
      unit: sub.interval as BillingInterval['unit'],
      count: sub.intervalCount,
    };
    const periodEnd = addInterval(at, interval);
    const declined = failNextRenewal || Boolean(customer?.cardDeclined);
    failNextRenewal = false;
    const invoice = await newInvoice(sub, {
      status: declined ? 'open' : 'paid',
      billingReason: 'subscription_cycle',
      amountDue: sub.amount - renewalDiscount(sub, at),
      periodStart: at,
      periodEnd,
      at,
    });
    if (declined && customer) {
      await db
        .update(simulatedCustomers)
        .set({ cardDeclined: true })
        .where(eq(simulatedCustomers.id, customer.id));
    }
    const next = await updateSubscription(sub.id, {
      currentPeriodStart: at,
      currentPeriodEnd: periodEnd,
      ...(declined ? { status: 'past_due', pastDueSince: at } : {}),
    });
    return {
      next,
      declined,
      events: [
        invoiceEvent(declined ? 'invoice.payment_failed' : 'invoice.paid', invoice, next, at),
        subscriptionEvent('customer.subscription.updated', next, at),
      ],
    };
  }

  /** Ends a subscription: at its period's end after a cancellation, or when retries gave up. */
  async function end(sub: SubscriptionRow, at: Date, endedBy: 'request' | 'payment_failed') {
    await db
      .update(simulatedInvoices)
      .set({ status: 'uncollectible' })
      .where(and(eq(simulatedInvoices.subscriptionId, sub.id), eq(simulatedInvoices.status, 'open')));
    const ended = await updateSubscription(sub.id, { status: 'canceled' });
    return subscriptionEvent('customer.subscription.deleted', ended, at, endedBy);
  }

  /** Retries the open invoices of a customer's past-due subscriptions (after a card change). */
  async function retryOpenInvoices(customerId: string, at: Date) {
    const events: SignedEvent[] = [];
    const subs = await db
      .select()
      .from(simulatedSubscriptions)
      .where(
        and(eq(simulatedSubscriptions.customerId, customerId), eq(simulatedSubscriptions.status, 'past_due')),
      );
    for (const sub of subs) {
      const open = await db
        .select()
        .from(simulatedInvoices)
        .where(and(eq(simulatedInvoices.subscriptionId, sub.id), eq(simulatedInvoices.status, 'open')));
      for (const inv of open) {
        const [paid] = await db
          .update(simulatedInvoices)
          .set({ status: 'paid', amountPaid: inv.amountDue, paidAt: at, attempts: inv.attempts + 1 })
          .where(eq(simulatedInvoices.id, inv.id))
          .returning();
        const next = await updateSubscription(sub.id, { status: 'active', pastDueSince: null });
        events.push(invoiceEvent('invoice.paid', paid as InvoiceRow, next, at));
        events.push(subscriptionEvent('customer.subscription.updated', next, at));
      }
    }
    return events;
  }

  const portalSig = (customerId: string, exp: number, returnUrl: string) =>
    hmac(deps.signingKey, `portal:${customerId}:${exp}:${returnUrl}`);

  const provider = {
    kind: 'simulator' as const,
    name: 'stripe' as const,
    owns: ownsStripeId,
    find,
    findSubscription,

    /** Where events go: the payments module's webhook handler. */
    deliverTo(fn: (event: SignedEvent) => Promise<unknown>) {
      deliver = fn;
    },

    async createCheckout(input) {
      const id = `cs_sim_${randomToken(18)}`;
      const d = input.discount;
      const off = d
        ? discountOn(input.amount, { percentOff: d.percentOff, amountOff: (d.amountOff ?? 0) / 100 })
        : 0;
      const credit = Math.min((input.creditAmount ?? 0) + off, input.amount);
      await db.insert(simulatedCheckouts).values({
        id,
        mode: 'subscription',
        amountTotal: input.amount - credit,
        recurringAmount: input.amount,
        discount: d
          ? { code: d.code, percentOff: d.percentOff, amountOff: d.amountOff, months: d.months, until: null }
          : null,
        interval: input.interval.unit,
        intervalCount: input.interval.count,
        customerId: input.customerId ?? null,
        currency: input.currency.toLowerCase(),
        productName: input.productName,
        customerEmail: input.customerEmail,
        successUrl: input.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: input.cancelUrl,
        metadata: { userId: input.userId, planId: input.planId, paymentId: input.paymentId },
        expiresAt: new Date(deps.clock.now().getTime() + DAY_MS),
      });
      return { id, url: `${deps.publicUrl}/dev/checkout/${id}` };
    },

    async retrieve(id) {
      const row = await find(id);
      if (!row) return null;
      if (row.status === 'open' && row.expiresAt <= deps.clock.now())
        return { ...sessionInfo(row), status: 'expired' };
      return sessionInfo(row);
    },

    async openUrl(id) {
      const row = await find(id);
      const open = row?.status === 'open' && row.expiresAt > deps.clock.now();
      return open ? `${deps.publicUrl}/dev/checkout/${id}` : null;
    },

    async createCustomer(input) {
      const id = `cus_sim_${randomToken(12)}`;
      await db.insert(simulatedCustomers).values({ id, email: input.email });
      return id;
    },

    /**
     * Gives back (part of) a paid invoice's charge (a session's: its subscription's first invoice).
     * Each idempotency key makes one refund: a second call with it answers the same refund, and a
     * refund of all that is left, once nothing is, answers the last one (a retry after a lost answer).
     */
    async refund(input) {
      const known = refundsByKey.get(input.idempotencyKey);
      if (known) return known;
      let invoiceId = input.invoiceId ?? null;
      if (!invoiceId && input.sessionId) {
        const session = await find(input.sessionId);
        if (session?.subscriptionId) {
          const [first] = await db
            .select({ id: simulatedInvoices.id })
            .from(simulatedInvoices)
            .where(
              and(
                eq(simulatedInvoices.subscriptionId, session.subscriptionId),
                eq(simulatedInvoices.billingReason, 'subscription_create'),
              ),
            )
            .limit(1);
          invoiceId = first?.id ?? null;
        }
      }
      const rows = invoiceId
        ? await db.select().from(simulatedInvoices).where(eq(simulatedInvoices.id, invoiceId)).limit(1)
        : [];
      const invoice = rows[0];
      if (!invoice || invoice.status !== 'paid' || invoice.amountPaid <= 0)
        throw new Error(`nothing paid to refund for payment ${input.paymentId}`);
      const left = invoice.amountPaid - invoice.amountRefunded;
      if (left <= 0 && input.amount === undefined && invoice.refundId)
        return {
          id: invoice.refundId,
          amount: invoice.amountRefunded,
          currency: invoice.currency,
          status: 'succeeded' as const,
        };
      const amount = input.amount ?? left;
      if (amount <= 0 || amount > left)
        throw new Error(`refund of ${amount} is more than the ${left} left of payment ${input.paymentId}`);
      const refundId = `re_sim_${randomToken(12)}`;
      const [made] = await db
        .update(simulatedInvoices)
        .set({ refundId, refundedAt: deps.clock.now(), amountRefunded: invoice.amountRefunded + amount })
        .where(
          and(
            eq(simulatedInvoices.id, invoice.id),
            eq(simulatedInvoices.amountRefunded, invoice.amountRefunded),
          ),
        )
        .returning({ id: simulatedInvoices.id });
      if (!made) throw new Error(`another refund of payment ${input.paymentId} was made meanwhile`);
      const result = { id: refundId, amount, currency: invoice.currency, status: 'succeeded' as const };
      refundsByKey.set(input.idempotencyKey, result);
      return result;
    },

    async expire(id) {
      // Only an open session ends: a paid one stays paid (Stripe refuses to expire it).
      await db
        .update(simulatedCheckouts)
        .set({ status: 'expired' })
        .where(and(eq(simulatedCheckouts.id, id), eq(simulatedCheckouts.status, 'open')));
    },

    /**
     * The buyer pressed 'Pagar': the customer (one per user) and the subscription are created, the
     * first invoice is paid, and the session completes. Returns the events Stripe would send.
     */
    async pay(id: string): Promise<{ row: CheckoutRow; events: SignedEvent[] } | null> {
      const row = await find(id);
      const now = deps.clock.now();
      if (!row || row.status !== 'open' || row.expiresAt <= now) return null;
      // Sessions of the first release were one-off payments: they complete without a subscription.
      if (row.mode !== 'subscription') {
        const [done] = await db
          .update(simulatedCheckouts)
          .set({ status: 'complete', paymentStatus: 'paid' })
          .where(and(eq(simulatedCheckouts.id, id), eq(simulatedCheckouts.status, 'open')))
          .returning();
        return done ? { row: done, events: [sessionEvent('checkout.session.completed', done, now)] } : null;
      }
      const customerId = row.customerId ?? `cus_sim_${randomToken(12)}`;
      await db
        .insert(simulatedCustomers)
        .values({ id: customerId, email: row.customerEmail })
        .onConflictDoNothing();
      const interval: BillingInterval = {
        unit: row.interval as BillingInterval['unit'],
        count: row.intervalCount ?? 30,
      };
      const subscriptionId = `sub_sim_${randomToken(12)}`;
      // The session completes once: a second press finds it no longer open.
      const [done] = await db
        .update(simulatedCheckouts)
        .set({ status: 'complete', paymentStatus: 'paid', customerId, subscriptionId })
        .where(and(eq(simulatedCheckouts.id, id), eq(simulatedCheckouts.status, 'open')))
        .returning();
      if (!done) return null;
      const [sub] = await db
        .insert(simulatedSubscriptions)
        .values({
          id: subscriptionId,
          customerId,
          amount: row.recurringAmount ?? row.amountTotal,
          currency: row.currency,
          productName: row.productName,
          interval: interval.unit,
          intervalCount: interval.count,
          currentPeriodStart: now,
          currentPeriodEnd: addInterval(now, interval),
          // A code for some months discounts the renewals that start within them, as Stripe's does.
          discount:
            row.discount?.months != null
              ? {
                  ...row.discount,
                  until: addInterval(now, { unit: 'month', count: row.discount.months }).toISOString(),
                }
              : null,
          metadata: row.metadata,
          createdAt: now,
        })
        .returning();
      const invoice = await newInvoice(sub as SubscriptionRow, {
        status: 'paid',
        billingReason: 'subscription_create',
        amountDue: row.amountTotal,
        periodStart: now,
        periodEnd: addInterval(now, interval),
        at: now,
      });
      return {
        row: done,
        events: [
          sessionEvent('checkout.session.completed', done, now),
          invoiceEvent('invoice.paid', invoice, sub as SubscriptionRow, now),
        ],
      };
    },

    /** Any event, signed as the webhook expects (tests replay, reorder and duplicate them). */
    signEvent(type: string, object: Record<string, unknown>, at: Date) {
      return signed(type, object, at);
    },

    /** A signed event about a checkout session (tests and tools post it to the webhook). */
    event(type: string, row: CheckoutRow) {
      return sessionEvent(type, row, deps.clock.now());
    },

    parseWebhook(rawBody, headers) {
      const signature = headerOf(headers, 'stripe-signature');
      const body = rawBody.toString('utf8');
      if (!signature || !safeEqual(signature, sign(body))) throw new Error('invalid signature');
      const parsed = JSON.parse(body) as {
        id: string;
        type: string;
        created: string;
        data: { object: Record<string, unknown> & { object: string } };
      };
      const obj = parsed.data.object;
      return {
        id: parsed.id,
        type: parsed.type,
        created: new Date(parsed.created),
        session: obj.object === 'checkout.session' ? (obj as unknown as CheckoutSessionInfo) : null,
        invoice: obj.object === 'invoice' ? revive<BillingInvoice>(obj, ['periodStart', 'periodEnd']) : null,
        subscription:
          obj.object === 'subscription'
            ? revive<BillingSubscription>(obj, ['currentPeriodStart', 'currentPeriodEnd'])
            : null,
      } satisfies PaymentEvent;
    },

    // The simulator sends no charge or dispute events: nothing asks which invoice a payment paid.
    async invoiceOfPayment() {
      return null;
    },

    async retrieveSubscription(id) {
      const row = await findSubscription(id);
      return row ? subscriptionInfo(row) : null;
    },

    async setCancelAtPeriodEnd(id, cancel) {
      const row = await findSubscription(id);
      if (!row || row.status === 'canceled') throw new Error('No such active subscription');
      const next = await updateSubscription(id, { cancelAtPeriodEnd: cancel });
      await send([subscriptionEvent('customer.subscription.updated', next, deps.clock.now())]);
      return subscriptionInfo(next);
    },

    async cancelNow(id) {
      const row = await findSubscription(id);
      if (!row || row.status === 'canceled') return;
      await send([await end(row, deps.clock.now(), 'request')]);
    },

    async createPortalSession(customerId, returnUrl) {
      const exp = deps.clock.now().getTime() + PORTAL_TTL_MS;
      const q = new URLSearchParams({ exp: String(exp), return: returnUrl });
      q.set('sig', portalSig(customerId, exp, returnUrl));
      return { url: `${deps.publicUrl}/dev/portal/${encodeURIComponent(customerId)}?${q}` };
    },

    /** Whether a portal link is genuine and still valid: the customer it opens, or null. */
    async openPortal(customerId: string, exp: number, returnUrl: string, sig: string) {
      if (!safeEqual(sig, portalSig(customerId, exp, returnUrl))) return null;
      if (exp < deps.clock.now().getTime()) return null;
      const customer = await findCustomer(customerId);
      if (!customer) return null;
      const subscriptions = await db
        .select()
        .from(simulatedSubscriptions)
        .where(eq(simulatedSubscriptions.customerId, customerId))
        .orderBy(desc(simulatedSubscriptions.createdAt));
      const invoices = await db
        .select()
        .from(simulatedInvoices)
        .where(eq(simulatedInvoices.customerId, customerId))
        .orderBy(desc(simulatedInvoices.createdAt));
      return { customer, subscriptions, invoices };
    },

    /** The portal's 'change card': the new card is used at once for anything left unpaid. */
    async changeCard(customerId: string, last4: string) {
      await db
        .update(simulatedCustomers)
        .set({ cardLast4: last4, cardDeclined: false })
        .where(eq(simulatedCustomers.id, customerId));
      await send(await retryOpenInvoices(customerId, deps.clock.now()));
    },

    /** The portal's cancel and resume buttons, for one of the customer's subscriptions. */
    async portalSetCancel(customerId: string, subscriptionId: string, cancel: boolean) {
      const row = await findSubscription(subscriptionId);
      if (!row || row.customerId !== customerId || row.status === 'canceled') return false;
      await provider.setCancelAtPeriodEnd(subscriptionId, cancel);
      return true;
    },

    async findInvoice(id: string) {
      const rows = await db.select().from(simulatedInvoices).where(eq(simulatedInvoices.id, id)).limit(1);
      const invoice = rows[0];
      if (!invoice) return null;
      const sub = await findSubscription(invoice.subscriptionId);
      const customer = await findCustomer(invoice.customerId);
      return { invoice, productName: sub?.productName ?? '', email: customer?.email ?? '' };
    },

    /** POST /api/dev/payments/fail-next. */
    failNext() {
      failNextRenewal = true;
    },

    /**
     * Everything that became due by the application clock, in time order per subscription:
     * renewals (paid, or failed and past due), cancellations at period end, and past-due
     * subscriptions whose retries ran out after the grace days. Events are delivered before it returns.
     */
    async runDue() {
      const now = deps.clock.now();
      const counts = { renewed: 0, failed: 0, ended: 0 };
      // Active ones whose period ended, and every past-due one (its grace may have run out).
      const due = await db
        .select()
        .from(simulatedSubscriptions)
        .where(
          or(
            and(
              eq(simulatedSubscriptions.status, 'active'),
              lte(simulatedSubscriptions.currentPeriodEnd, now),
            ),
            eq(simulatedSubscriptions.status, 'past_due'),
          ),
        )
        .orderBy(asc(simulatedSubscriptions.currentPeriodEnd));
      for (const first of due) {
        let sub: SubscriptionRow = first;
        // A decline marks the card, but the subscription is past due then and is not charged again here.
        const customer = await findCustomer(sub.customerId);
        for (;;) {
          if (sub.status === 'past_due') {
            const giveUpAt = new Date(
              (sub.pastDueSince ?? sub.currentPeriodStart).getTime() + deps.graceDays * DAY_MS,
            );
            if (giveUpAt > now) break;
            await send([await end(sub, giveUpAt, 'payment_failed')]);
            counts.ended += 1;
            break;
          }
          if (sub.currentPeriodEnd > now) break;
          if (sub.cancelAtPeriodEnd) {
            await send([await end(sub, sub.currentPeriodEnd, 'request')]);
            counts.ended += 1;
            break;
          }
          const renewal = await renewOnce(sub, customer);
          await send(renewal.events);
          if (renewal.declined) counts.failed += 1;
          else counts.renewed += 1;
          sub = renewal.next;
        }
      }
      return counts;
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}
export type SimulatorProvider = ReturnType<typeof simulatorProvider>;
export type { SimulatedDiscount } from '../../db/schema/index.js';
