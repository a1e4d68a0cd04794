import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from './users.js';

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    durationDays: integer('duration_days').notNull().default(30),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    categoryAccess: jsonb('category_access').$type<string[]>().notNull().default([]),
    fullCategoryAccess: boolean('full_category_access').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    order: integer('order').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('plans_slug_key').on(t.slug)],
);

/**
 * A promotion code staff made for a campaign: a percentage or an amount off, on the first charge
 * (`once`) or on each of the first `durationMonths` months of charges (`repeating`), until
 * `expiresAt`, at most `maxRedemptions` times, on `planIds` (empty: every plan). Our database
 * decides whether a code applies; the provider is handed the discount it computes (decision 056).
 */
export const promotionCodes = pgTable(
  'promotion_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, as the buyer's entry is compared after upper-casing it. */
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOff: numeric('amount_off', { precision: 10, scale: 2, mode: 'number' }),
    /** The currency of `amountOff`: an amount code applies to plans sold in it only. */
    currency: text('currency'),
    duration: text('duration').notNull(),
    durationMonths: integer('duration_months'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    planIds: jsonb('plan_ids').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('promotion_codes_code_key').on(t.code),
    check(
      'promotion_codes_discount_check',
      sql`(${t.percentOff} is null) <> (${t.amountOff} is null) and (${t.amountOff} is null) = (${t.currency} is null)`,
    ),
    check(
      'promotion_codes_duration_check',
      sql`(${t.duration} = 'once' and ${t.durationMonths} is null) or (${t.duration} = 'repeating' and ${t.durationMonths} between 1 and 36)`,
    ),
  ],
);

export interface PaymentPlanSnapshot {
  name: string;
  slug: string;
  price: number;
  currency: string;
  durationDays: number;
}

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    planId: uuid('plan_id').references(() => plans.id),
    status: text('status').notNull().default('intent_created'),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    provider: text('provider').notNull().default('stripe'),
    providerSessionId: text('provider_session_id'),
    themeIds: jsonb('theme_ids').$type<string[]>().notNull().default([]),
    /** The plan as it was bought (name and price at checkout): later plan edits never rewrite orders. */
    planSnapshot: jsonb('plan_snapshot').$type<PaymentPlanSnapshot>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** What the payment was for: the first purchase, a renewal, or the prorated mini → full upgrade. */
    kind: text('kind').notNull().default('purchase'),
    /** The provider's invoice (one payment record per invoice) and its hosted page. */
    providerInvoiceId: text('provider_invoice_id'),
    invoiceUrl: text('invoice_url'),
    /** The renewing subscription at the provider this payment belongs to. */
    providerSubscriptionId: text('provider_subscription_id'),
    /** The service period the payment paid for. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /**
     * A `refunded` payment's refund at the provider, once the provider confirmed it (null while it
     * is still being made: the refunds job retries it).
     */
    providerRefundId: text('provider_refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * How much of `amount` has been given back so far (a refund in part keeps the payment
     * `completed`; in full it is `refunded` and this equals `amount`).
     */
    refundedAmount: numeric('refunded_amount', { precision: 10, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /**
     * Why it was given back, as the provider records it: `duplicate` (the same plan paid twice:
     * what it started ends at the provider) or `requested_by_customer` (staff's refund from Órdenes).
     * Null for refunds made at the provider itself.
     */
    refundReason: text('refund_reason'),
    /** Staff's note on a refund they made, shown on the order. */
    refundNote: text('refund_note'),
    /** The promotion code the buyer redeemed on this checkout, and what it took off the first charge. */
    promotionCodeId: uuid('promotion_code_id').references(() => promotionCodes.id),
    discountAmount: numeric('discount_amount', { precision: 10, scale: 2, mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_session_key').on(t.providerSessionId),
    // At most one open checkout per user: a second request reuses or ends it (docs/subscriptions.md).
    uniqueIndex('payments_one_open_checkout_key')
      .on(t.userId)
      .where(sql`${t.status} = 'intent_created'`),
    index('payments_refund_pending_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'refunded' and ${t.refundedAt} is null`),
    uniqueIndex('payments_invoice_key').on(t.providerInvoiceId),
    index('payments_provider_subscription_idx').on(t.providerSubscriptionId),
    index('payments_user_status_idx').on(t.userId, t.status),
    index('payments_status_created_id_idx').on(t.status, t.createdAt, t.id),
    index('payments_created_id_idx').on(t.createdAt, t.id),
    index('payments_promotion_code_idx').on(t.promotionCodeId).where(sql`${t.promotionCodeId} is not null`),
  ],
);

/**
 * The provider's customer of each user (one per user and provider), kept when it is created so
 * every checkout, card and invoice of a person stays under one customer.
 */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    uniqueIndex('payment_customers_customer_key').on(t.provider, t.customerId),
  ],
);

/**
 * Disputes (chargebacks) a customer's bank opened on a payment, as the provider reports them: one
 * row per provider dispute, its status kept as of the newest event applied (`state_at`).
 */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: text('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    status: text('status').notNull(),
    reason: text('reason').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** When the bank opened it, at the provider. */
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    stateAt: timestamp('state_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('payment_disputes_payment_idx').on(t.paymentId)],
);

/** Processed provider events, so a replayed webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  paymentId: uuid('payment_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    /** active · pending (a renewal failed, access until the grace ends) · cancelled · expired */
    status: text('status').notNull().default('active'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Access ends here (the period's end, plus a day's leeway while it renews, or the grace's end). */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The mini plan's two chosen themes. */
    themeIds: jsonb('theme_ids').$type<string[]>().notNull().default([]),
    /** What was bought, kept as it was: later plan edits apply to new purchases only. */
    planSnapshot: jsonb('plan_snapshot')
      .$type<{
        name: string;
        slug: string;
        description: string;
        price: number;
        currency: string;
        durationDays: number;
        features: string[];
        categoryAccess: string[];
        fullCategoryAccess: boolean;
      }>()
      .notNull(),
    /** The renewing subscription at the payment provider; null for one-off purchases of the first release. */
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    /** The period paid for; the next renewal is at its end. */
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** The customer cancelled the renewal: access stays until the period ends. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** The period end whose renewal reminder was sent (once per period). */
    reminderSentFor: timestamp('reminder_sent_for', { withTimezone: true }),
    /** When the provider's state applied here was current: older events never undo newer state. */
    stateAt: timestamp('state_at', { withTimezone: true }),
    /**
     * A renewal's charge awaits the customer's own confirmation (bank authentication, SCA): the
     * provider's invoice and its hosted page, where the customer confirms it. Cleared once paid.
     */
    paymentActionInvoice: text('payment_action_invoice'),
    paymentActionUrl: text('payment_action_url'),
    /** Its latest payment was given back in full, which ended it (and its access) at this instant. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * `paid` (bought, with its payment) or `comp` — complimentary access staff gave: no payment,
     * never counted as revenue (decision 055).
     */
    source: text('source').notNull().default('paid'),
    /** A complimentary access: staff's note, and whether it lasts until staff revoke it. */
    compNote: text('comp_note'),
    compUntilRevoked: boolean('comp_until_revoked').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subscriptions_payment_key').on(t.paymentId),
    index('subscriptions_comp_ends_idx').on(t.endsAt).where(sql`${t.source} = 'comp'`),
    uniqueIndex('subscriptions_provider_key').on(t.providerSubscriptionId),
    index('subscriptions_renewal_idx').on(t.status, t.currentPeriodEnd),
    index('subscriptions_user_idx').on(t.userId, t.status),
    index('subscriptions_status_ends_idx').on(t.status, t.endsAt),
    index('subscriptions_canceled_idx').on(t.canceledAt).where(sql`${t.canceledAt} is not null`),
  ],
);

/**
 * The local checkout simulator's own sessions (the embedded stand-in for Stripe Checkout). Kept in
 * the database so a restart between payment and verification loses nothing.
 */
export const simulatedCheckouts = pgTable('simulated_checkouts', {
  id: text('id').primaryKey(),
  status: text('status').notNull().default('open'),
  paymentStatus: text('payment_status').notNull().default('unpaid'),
  amountTotal: integer('amount_total').notNull(),
  currency: text('currency').notNull(),
  productName: text('product_name').notNull(),
  customerEmail: text('customer_email').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** 'subscription' (every plan since renewals) or 'payment' (sessions of the first release). */
  mode: text('mode').notNull().default('payment'),
  /** The recurring price: amount per period; amount_total is the first charge (less any credit). */
  recurringAmount: integer('recurring_amount'),
  /** A promotion code's discount on this checkout (its first charge is already less it). */
  discount: jsonb('discount').$type<SimulatedDiscount>(),
  interval: text('interval'),
  intervalCount: integer('interval_count'),
  customerId: text('customer_id'),
  subscriptionId: text('subscription_id'),
});

/** A discount as the simulator applies it, like a Stripe coupon on a subscription. */
export interface SimulatedDiscount {
  code: string;
  percentOff: number | null;
  /** Minor units. */
  amountOff: number | null;
  /** Months of charges it applies to; null: the first charge only. */
  months: number | null;
  /** On a subscription: charges of periods starting before this instant are discounted (ISO). */
  until: string | null;
}

/** The simulator's customers: the card on file, and whether it is being declined. */
export const simulatedCustomers = pgTable('simulated_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  cardLast4: text('card_last4').notNull().default('4242'),
  cardDeclined: boolean('card_declined').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The simulator's renewing subscriptions, renewed when the application clock passes their period. */
export const simulatedSubscriptions = pgTable(
  'simulated_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull().default('active'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    productName: text('product_name').notNull(),
    interval: text('interval').notNull(),
    intervalCount: integer('interval_count').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** A repeating promotion's discount: renewals starting before `until` are charged less it. */
    discount: jsonb('discount').$type<SimulatedDiscount>(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('simulated_subscriptions_due_idx').on(t.status, t.currentPeriodEnd)],
);

/** The simulator's invoices: one per charge attempt's period, paid or left open when the card fails. */
export const simulatedInvoices = pgTable(
  'simulated_invoices',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id').notNull(),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull(),
    billingReason: text('billing_reason').notNull(),
    amountDue: integer('amount_due').notNull(),
    amountPaid: integer('amount_paid').notNull().default(0),
    currency: text('currency').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The latest refund of a paid invoice's charge, when one was made, and the cents given back in all. */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    amountRefunded: integer('amount_refunded').notNull().default(0),
  },
  (t) => [index('simulated_invoices_subscription_idx').on(t.subscriptionId, t.createdAt)],
);

/** Running counts of payment records by status, kept by a trigger on `payments` (migration 0009). */
export const paymentTally = pgTable('payment_tally', {
  status: text('status').primaryKey(),
  n: integer('n').notNull(),
});

/**
 * Subscriptions that give access (active or pending), counted by what the dashboard's recurring
 * revenue groups on and by the UTC day their access ends; kept by a trigger on `subscriptions`
 * (migration 0010). Only today's endings are read from the rows themselves.
 */
export const subscriptionTally = pgTable(
  'subscription_tally',
  {
    planId: uuid('plan_id').notNull(),
    price: jsonb('price').notNull(),
    currency: jsonb('currency').notNull(),
    durationDays: jsonb('duration_days').notNull(),
    renewing: boolean('renewing').notNull(),
    status: text('status').notNull(),
    endsDay: date('ends_day').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.planId, t.price, t.currency, t.durationDays, t.renewing, t.status, t.endsDay],
    }),
  ],
);
