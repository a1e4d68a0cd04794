import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_session_key').on(t.providerSessionId),
    index('payments_user_idx').on(t.userId),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
  ],
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
    status: text('status').notNull().default('active'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subscriptions_payment_key').on(t.paymentId),
    index('subscriptions_user_idx').on(t.userId, t.status),
    index('subscriptions_status_ends_idx').on(t.status, t.endsAt),
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
});
