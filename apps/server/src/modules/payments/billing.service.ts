import { es, formatDate, formatMoney } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { PaymentProviders } from '../../adapters/payments/providers.js';
import type { BillingCharge, BillingInvoice, BillingSubscription } from '../../adapters/payments/types.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { BusinessMetrics } from '../../lib/metrics.js';
import type { MailMessage, MailService } from '../mail/mail.service.js';
import {
  type SubscriptionRow,
  type SubscriptionsService,
  stateVersion,
} from '../subscriptions/subscriptions.service.js';
import type { UsersService } from '../users/users.service.js';
import type { PaymentRow, PaymentsQueries } from './payments.repository.js';

/** Reminders go out this many days before a yearly renewal. */
export const REMINDER_DAYS = 7;
/** Plans at least this long are "yearly" for the reminder. */
const YEARLY_DAYS = 365;

/**
 * What a provider event decided, done once its transaction has committed: e-mails to compose
 * (they read contacts outside the transaction), subscriptions to end at the provider, and the
 * payments settled (counted in the metrics only once they are committed).
 */
export interface Effects {
  mails: Array<() => Promise<MailMessage | null>>;
  endAtProvider: string[];
  settled: Array<{ kind: string; status: string }>;
  /** Payments recorded refunded whose refund (and the end of what they started) is to be made. */
  refunds: string[];
}
export const noEffects = (): Effects => ({ mails: [], endAtProvider: [], settled: [], refunds: [] });

/** An amount in the currency's units (99.99) in minor units (9999), as providers count. */
export const cents = (amount: number) => Math.round(amount * 100);

/**
 * Renewing subscriptions after their checkout: renewals and failed renewals (from the provider's
 * invoice events), cancellation and resumption (the customer's or the provider's), the customer
 * portal, the renewal reminder, and the e-mails of each. Provider events are applied inside the
 * payments transaction that recorded them (once per event id); a subscription's state carries the
 * time of the provider state it reflects, so an older event never undoes a newer one.
 */
export function billingService(deps: {
  clock: Clock;
  provider: PaymentProviders;
  subscriptions: SubscriptionsService;
  users: Pick<UsersService, 'contacts'>;
  mail: Pick<MailService, 'enqueue' | 'enqueueIn'>;
  /** Runs `work` in one database transaction. */
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  config: { publicUrl: string };
  metrics: Pick<BusinessMetrics, 'payments'>;
}) {
  const { clock, provider, subscriptions } = deps;
  const subscriptionPage = () => `${deps.config.publicUrl}/panel/suscripcion`;

  /** An e-mail to the subscription's owner, composed after commit with their current contact. */
  function mailTo(userId: string, kind: string, compose: (name: string) => Omit<MailMessage, 'to' | 'kind'>) {
    return async (): Promise<MailMessage | null> => {
      const contact = (await deps.users.contacts([userId])).get(userId);
      if (!contact?.email) return null;
      return { to: contact.email, kind, ...compose(contact.name) };
    };
  }

  function receipt(pay: PaymentRow) {
    const plan = pay.planSnapshot?.name ?? '';
    const paragraphs = [
      es.billing.receiptPlan(plan),
      es.billing.receiptAmount(formatMoney(Number(pay.amount), pay.currency)),
      ...(pay.periodStart && pay.periodEnd
        ? [es.billing.receiptPeriod(formatDate(pay.periodStart), formatDate(pay.periodEnd))]
        : []),
    ];
    return mailTo(pay.userId, 'billing-receipt', (name) => ({
      subject: es.billing.receiptSubject(plan),
      paragraphs: [es.billing.receiptIntro(name), ...paragraphs],
      ...(pay.invoiceUrl ? { action: { label: es.billing.receiptAction, url: pay.invoiceUrl } } : {}),
    }));
  }

  /**
   * The customer's notice of a refund: how much of what they paid came back, when the bank shows
   * it, and whether their subscription ended with it.
   */
  function refundNotice(pay: PaymentRow, amount: number, ended: boolean) {
    const plan = pay.planSnapshot?.name ?? '';
    return mailTo(pay.userId, 'billing-refund', (name) => ({
      subject: es.billing.refundSubject(plan),
      paragraphs: [
        es.billing.refundIntro(name),
        es.billing.refundAmount(
          formatMoney(amount, pay.currency),
          formatMoney(Number(pay.amount), pay.currency),
        ),
        es.billing.refundTiming,
        ended ? es.billing.refundAccessEnded : es.billing.refundAccessKept,
      ],
    }));
  }

  const planName = (row: SubscriptionRow) => row.planSnapshot.name;
  const priceOf = (row: SubscriptionRow) => formatMoney(row.planSnapshot.price, row.planSnapshot.currency);

  /**
   * The notice of a renewal left unpaid: the amount owed for the plan, the access kept until
   * `until`, and the button to act on it.
   */
  function unpaidNotice(
    kind: 'billing-failed' | 'billing-action',
    row: SubscriptionRow,
    inv: BillingInvoice,
    until: Date,
    say: {
      subject: string;
      text: (name: string, plan: string, amount: string) => string;
      hint: (date: string) => string;
      action: { label: string; url: string };
    },
  ) {
    const amount = formatMoney(inv.amountDue / 100, inv.currency.toUpperCase());
    return mailTo(row.userId, kind, (name) => ({
      subject: say.subject,
      paragraphs: [say.text(name, planName(row), amount), say.hint(formatDate(until))],
      action: say.action,
    }));
  }

  /** The subscription's row after a state change, with the e-mail its transition calls for. */
  function transitionMails(before: SubscriptionRow, after: SubscriptionRow, fx: Effects) {
    if (!before.cancelAtPeriodEnd && after.cancelAtPeriodEnd && after.status === 'active') {
      fx.mails.push(
        mailTo(after.userId, 'billing-cancelled', (name) => ({
          subject: es.billing.cancelSubject,
          paragraphs: [
            es.billing.cancelText(name, planName(after), formatDate(after.endsAt)),
            es.billing.cancelHint(formatDate(after.endsAt)),
          ],
          action: { label: es.billing.cancelAction, url: subscriptionPage() },
        })),
      );
    }
  }

  /** The payment record's plan as bought: the subscription's snapshot. */
  const paymentSnapshot = (row: SubscriptionRow) => ({
    name: row.planSnapshot.name,
    slug: row.planSnapshot.slug,
    price: row.planSnapshot.price,
    currency: row.planSnapshot.currency,
    durationDays: row.planSnapshot.durationDays,
  });

  const invoiceFields = (inv: BillingInvoice) => ({
    providerInvoiceId: inv.id,
    invoiceUrl: inv.hostedUrl,
    providerSubscriptionId: inv.subscriptionId,
    periodStart: inv.periodStart,
    periodEnd: inv.periodEnd,
  });

  /** A subscription our checkout did not replace and the customer still pays: end it at the provider. */
  function stillBilledAfterReplacement(row: SubscriptionRow | null, fx: Effects) {
    if (row?.status === 'cancelled' && !row.cancelAtPeriodEnd && row.providerSubscriptionId) {
      fx.endAtProvider.push(row.providerSubscriptionId);
    }
  }

  async function applyState(
    tx: Db,
    subscriptionId: string,
    state: Parameters<SubscriptionsService['applyProviderState']>[2],
    version: Date,
    fx: Effects,
  ) {
    const result = await subscriptions.applyProviderState(tx, subscriptionId, state, version);
    if (result?.changed) transitionMails(result.before, result.after, fx);
    return result;
  }

  /**
   * A renewal invoice left unpaid (declined, or awaiting the customer's confirmation): its failed
   * record, once per invoice (`pay` when this call made it), and the subscription pending for the
   * grace, whose end is `until`.
   */
  async function unpaidRenewal(
    r: PaymentsQueries,
    tx: Db,
    inv: BillingInvoice,
    subscriptionId: string,
    version: Date,
    fx: Effects,
  ) {
    const row = await subscriptions.byProviderId(tx, subscriptionId);
    if (!row) throw new AppError(409, es.errors.invalidInput); // not known yet: the provider retries
    const pay = await r.insertForInvoice({
      userId: row.userId,
      planId: row.planId,
      status: 'failed',
      kind: 'renewal',
      amount: inv.amountDue / 100,
      currency: inv.currency.toUpperCase(),
      provider: provider.nameOf(subscriptionId),
      planSnapshot: paymentSnapshot(row),
      ...invoiceFields(inv),
    });
    if (pay) fx.settled.push({ kind: 'renewal', status: 'failed' });
    const result = await applyState(
      tx,
      subscriptionId,
      { status: 'past_due', currentPeriodStart: inv.periodStart, currentPeriodEnd: inv.periodEnd },
      version,
      fx,
    );
    return { row, pay, until: result?.after.endsAt ?? row.endsAt };
  }

  const service = {
    /** invoice.paid: the first charge's receipt, or a renewal recorded and the period extended. */
    async invoicePaid(r: PaymentsQueries, tx: Db, inv: BillingInvoice, version: Date, fx: Effects) {
      const now = clock.now();
      const existing = await r.findByInvoice(inv.id);
      if (existing) {
        // A failed renewal paid on a later attempt (the customer changed the card).
        const paid = await r.markInvoicePaid(inv.id, now);
        if (paid) fx.mails.push(receipt(paid));
      } else if (inv.billingReason === 'subscription_create') {
        // The checkout's own record: its receipt once the invoice is tied to it.
        const paymentId = inv.metadata.paymentId;
        const attached = paymentId ? await r.attachInvoice(paymentId, invoiceFields(inv)) : null;
        // A payment refunded as a duplicate gets no receipt.
        if (attached && attached.status !== 'refunded') fx.mails.push(receipt(attached));
      } else if (inv.subscriptionId) {
        const row = await subscriptions.byProviderId(tx, inv.subscriptionId);
        if (!row) throw new AppError(409, es.errors.invalidInput); // not known yet: the provider retries
        stillBilledAfterReplacement(row, fx);
        const pay = await r.insertForInvoice({
          userId: row.userId,
          planId: row.planId,
          status: 'completed',
          kind: inv.billingReason === 'subscription_update' ? 'upgrade' : 'renewal',
          amount: inv.amountPaid / 100,
          currency: inv.currency.toUpperCase(),
          provider: provider.nameOf(inv.subscriptionId),
          planSnapshot: paymentSnapshot(row),
          completedAt: now,
          ...invoiceFields(inv),
        });
        if (pay) {
          fx.mails.push(receipt(pay));
          fx.settled.push({ kind: pay.kind, status: 'completed' });
        }
      }
      // A charge that awaited the customer's confirmation is paid: Mi Suscripción stops asking.
      if (inv.subscriptionId) await subscriptions.paymentActionDone(tx, inv.subscriptionId, inv.id);
      if (inv.subscriptionId && inv.billingReason !== 'subscription_create') {
        await applyState(
          tx,
          inv.subscriptionId,
          { status: 'active', currentPeriodStart: inv.periodStart, currentPeriodEnd: inv.periodEnd },
          version,
          fx,
        );
      }
    },

    /** invoice.payment_failed: the renewal is recorded failed, the customer told, access kept for the grace. */
    async invoiceFailed(r: PaymentsQueries, tx: Db, inv: BillingInvoice, version: Date, fx: Effects) {
      if (!inv.subscriptionId || inv.billingReason === 'subscription_create') return;
      const { row, pay, until } = await unpaidRenewal(r, tx, inv, inv.subscriptionId, version, fx);
      // One notice per failed invoice, however many times it is retried.
      if (pay) {
        fx.mails.push(
          unpaidNotice('billing-failed', row, inv, until, {
            subject: es.billing.failedSubject,
            text: es.billing.failedText,
            hint: es.billing.failedHint,
            action: { label: es.billing.failedAction, url: subscriptionPage() },
          }),
        );
      }
    },

    /**
     * invoice.payment_action_required: the customer's bank asks them to confirm the renewal's
     * charge (strong customer authentication, off-session payments in the EU). Recorded as an
     * unpaid renewal (the grace applies), the invoice's hosted page shown in Mi Suscripción until
     * that invoice is paid, and e-mailed once per invoice.
     */
    async invoiceActionRequired(r: PaymentsQueries, tx: Db, inv: BillingInvoice, version: Date, fx: Effects) {
      // A first charge is confirmed in the checkout itself, with the customer present.
      if (!inv.subscriptionId || inv.billingReason === 'subscription_create' || !inv.hostedUrl) return;
      // Paid (or given back) before this event arrived: nothing awaits.
      const known = await r.findByInvoice(inv.id);
      if (known && known.status !== 'failed') return;
      const { row, until } = await unpaidRenewal(r, tx, inv, inv.subscriptionId, version, fx);
      if (!(await subscriptions.awaitPaymentAction(tx, row, inv.id, inv.hostedUrl))) return;
      fx.mails.push(
        unpaidNotice('billing-action', row, inv, until, {
          subject: es.billing.actionSubject,
          text: es.billing.actionMailText,
          hint: es.billing.actionMailHint,
          action: { label: es.billing.actionButton, url: inv.hostedUrl },
        }),
      );
    },

    /**
     * charge.refunded: a payment given back at the provider (from its Dashboard, say). Given back in
     * full, the payment is recorded refunded and, when it paid the period the subscription is in,
     * the subscription ends now (its access with it) and is cancelled at the provider: the terms
     * give a refund together with the cancellation. Given back in part (a goodwill gesture), the
     * payment stays completed and the access as it was (decision 037).
     */
    async chargeRefunded(
      r: PaymentsQueries,
      tx: Db,
      pay: PaymentRow,
      charge: BillingCharge,
      version: Date,
      fx: Effects,
    ) {
      if (!charge.refunded) {
        // In part: the money only. Null when it is known already (staff's own refund from Órdenes).
        const raised = await r.raiseRefunded(pay.id, charge.amountRefunded / 100, clock.now());
        if (raised)
          fx.mails.push(
            refundNotice(raised, Number(raised.refundedAmount) - Number(pay.refundedAmount), false),
          );
        return;
      }
      // Null when it was refunded already: a replay, our own refund of a plan paid twice, or staff's.
      const refunded = await r.markRefunded(pay.id, clock.now(), { refundedAt: version });
      if (!refunded) return;
      const ended = await service.refundedInFull(r, tx, refunded, version, fx);
      fx.mails.push(refundNotice(refunded, Number(refunded.amount) - Number(pay.refundedAmount), ended));
    },

    /**
     * A payment just recorded refunded in full: when it paid the period its subscription is in, the
     * subscription ends now (its access with it) and is cancelled at the provider — the terms give
     * a refund together with the cancellation. An earlier period's payment: that period is over,
     * the current one stays paid. True when the subscription ended.
     */
    async refundedInFull(r: PaymentsQueries, tx: Db, refunded: PaymentRow, version: Date, fx: Effects) {
      if (!refunded.providerSubscriptionId) return false;
      const latest = await r.latestPaidOf(refunded.providerSubscriptionId);
      if (latest && latest.id !== refunded.id) return false;
      const ended = await subscriptions.endRefunded(tx, refunded.providerSubscriptionId, version);
      if (ended) fx.endAtProvider.push(refunded.providerSubscriptionId);
      return Boolean(ended);
    },

    refundNotice,

    /** customer.subscription.updated / deleted: status, period and cancellation as the provider has them. */
    async subscriptionChanged(tx: Db, sub: BillingSubscription, version: Date, fx: Effects) {
      await applyState(tx, sub.id, sub, version, fx);
    },

    /**
     * Ends every live subscription of an account at the provider at once (the account is being
     * deleted): no further charge. If the provider cannot, the deletion stops (502) with nothing
     * changed here; whatever it did end stays ended, and a second attempt goes on from there.
     */
    async cancelAllNow(userId: string) {
      for (const id of await subscriptions.liveAtProvider(userId)) {
        try {
          await provider.cancelNow(id);
        } catch {
          throw new AppError(502, es.privacy.cancelFailed);
        }
      }
    },

    /** The signed-in customer's renewing subscription, or a 409 saying there is none. */
    async renewingOf(userId: string) {
      const row = await subscriptions.current(userId);
      if (!row?.providerSubscriptionId) throw new AppError(409, es.billing.notRenewing);
      return row as SubscriptionRow & { providerSubscriptionId: string };
    },

    /**
     * Cancels (or resumes) the renewal at the provider, then applies what the provider answered
     * at once, so the page shows it without waiting for the webhook (which then changes nothing).
     */
    async setRenewal(userId: string, cancel: boolean, run: (fn: (tx: Db) => Promise<void>) => Promise<void>) {
      const row = await service.renewingOf(userId);
      if (row.status !== 'active' && cancel) throw new AppError(409, es.billing.notRenewing);
      let sub: BillingSubscription;
      try {
        sub = await provider.setCancelAtPeriodEnd(row.providerSubscriptionId, cancel);
      } catch {
        throw new AppError(502, es.billing.actionFailed);
      }
      const fx = noEffects();
      await run(async (tx) => {
        await applyState(tx, sub.id, sub, stateVersion(clock.now()), fx);
      });
      await service.afterCommit(fx);
    },

    /** POST /api/payments/portal-session: the provider's portal for the user's customer. */
    async portal(userId: string) {
      const customerId = await subscriptions.customerOf(userId);
      if (!customerId) throw new AppError(409, es.billing.noBillingAccount);
      try {
        return await provider.createPortalSession(customerId, subscriptionPage());
      } catch {
        throw new AppError(502, es.billing.portalFailed);
      }
    },

    /** The part of an upgraded plan not used yet, in minor units, credited on the upgrade's first charge. */
    unusedCredit(row: SubscriptionRow, now: Date) {
      const start = row.currentPeriodStart ?? row.startsAt;
      const end = row.currentPeriodEnd ?? row.endsAt;
      const length = end.getTime() - start.getTime();
      if (length <= 0 || row.status !== 'active') return 0;
      const left = Math.max(0, Math.min(length, end.getTime() - now.getTime()));
      return Math.floor((cents(row.planSnapshot.price) * left) / length);
    },

    /** Sends the reminder 7 days before each yearly renewal, once per period. */
    async sendReminders() {
      const due = await subscriptions.dueReminders(REMINDER_DAYS, YEARLY_DAYS);
      let reminded = 0;
      for (const row of due.rows) {
        const date = formatDate(row.currentPeriodEnd ?? row.endsAt);
        const msg = await mailTo(row.userId, 'billing-reminder', (name) => ({
          subject: es.billing.reminderSubject,
          paragraphs: [
            es.billing.reminderText(name, planName(row), date, priceOf(row)),
            es.billing.reminderHint,
          ],
          action: { label: es.billing.reminderAction, url: subscriptionPage() },
        }))();
        // The claim and the e-mail commit together: a crash between them loses neither.
        const claimed = await deps.transaction(async (tx) => {
          if (!(await subscriptions.claimReminder(tx, row.id, due))) return false;
          if (msg) await deps.mail.enqueueIn(tx, msg);
          return true;
        });
        if (claimed) reminded++;
      }
      return reminded;
    },

    /** Runs what a provider event decided, after its transaction committed. */
    async afterCommit(fx: Effects) {
      for (const p of fx.settled) deps.metrics.payments.inc(p);
      for (const id of fx.endAtProvider) await provider.cancelNow(id);
      for (const compose of fx.mails) {
        const msg = await compose();
        if (msg) await deps.mail.enqueue(msg);
      }
    },
  };
  return service;
}
export type BillingService = ReturnType<typeof billingService>;
