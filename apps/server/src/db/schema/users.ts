import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /** Always stored lowercased. */
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash'),
    /**
     * When the current password was shown to be the inbox owner's: set through an e-mailed reset or
     * set-password link, by staff, or in the browser that registered it when that browser followed
     * the verification link. Null while nothing shows that whoever typed it owns the inbox (and
     * when there is no password); the owner proving the inbox with Google then drops it
     * (docs/decisions/035-the-first-proof-of-the-inbox.md).
     */
    passwordProvenAt: timestamp('password_proven_at', { withTimezone: true }),
    role: text('role').notNull().default('visitor'),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    tempUser: boolean('temp_user').notNull().default(false),
    tookTest: boolean('took_test').notNull().default(false),
    avatarUrl: text('avatar_url'),
    /** The resized copies of an uploaded photo, as an `<img srcset>` value ('' when none: lib/images.ts). */
    avatarSrcset: text('avatar_srcset').notNull().default(''),
    /** Plan held by a creator. */
    planSlug: text('plan_slug'),
    googleIssuer: text('google_issuer'),
    googleSubject: text('google_subject'),
    temporaryAudioId: uuid('temporary_audio_id'),
    temporaryAudioSelectedAt: timestamp('temporary_audio_selected_at', { withTimezone: true }),
    /**
     * Set when the account was deleted: its personal data is erased (name, e-mail, phone, photo,
     * sign-in methods) and the row stays, anonymised, for the payments the law requires to keep.
     * `deletedBy`: the staff member who deleted it from the back-office; null when the customer did.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references((): AnyPgColumn => users.id),
    /**
     * What the back-office search looks in: «name last_name email» folded (lower case, accents
     * dropped) by `sanarte_fold`, kept by PostgreSQL on every write (migration 0014) and indexed
     * by trigrams, so a search never folds a row as it reads it.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`sanarte_fold(name || ' ' || last_name || ' ' || email)`,
    ),
    ...timestamps,
  },
  (t) => [
    check('users_password_proven_check', sql`${t.passwordProvenAt} is null or ${t.passwordHash} is not null`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_key').on(t.googleIssuer, t.googleSubject),
    index('users_role_created_idx').on(t.role, t.createdAt),
    index('users_search_idx').on(sql`lower(${t.name} || ' ' || ${t.lastName})`),
  ],
);

/**
 * What a listener chose to receive by e-mail beyond what every account gets. No row: the defaults
 * (the new-release e-mail on).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An e-mail when an audio the listener can play is released. */
    newReleases: boolean('new_releases').notNull().default(true),
    /**
     * A practice reminder: ISO weekdays (1 Monday … 7 Sunday; empty: none), the time ('HH:MM') and
     * the listener's time zone (IANA) it is read in.
     */
    reminderDays: integer('reminder_days').array().notNull().default([]),
    reminderTime: text('reminder_time'),
    reminderTimeZone: text('reminder_time_zone'),
    /** When the next reminder is due (UTC), worked out from the above; null: none. */
    reminderNextAt: timestamp('reminder_next_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /**
     * How the reminder reaches the listener: 'email' (the default), or 'push', a notification on
     * the devices that subscribed (push_subscriptions), the e-mail when none takes it.
     */
    reminderChannel: text('reminder_channel', { enum: ['email', 'push'] })
      .notNull()
      .default('email'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_preferences_reminder_due_idx')
      .on(t.reminderNextAt)
      .where(sql`${t.reminderNextAt} is not null`),
  ],
);

/**
 * The browsers a listener allowed to show Sanarte's notifications (Web Push): the push service's
 * address for that browser and the keys its messages are encrypted with. A push service that
 * answers 404 or 410 has forgotten the browser: its row is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and its authentication secret, base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** Refresh tokens: one row per issued token, grouped in rotation families. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_family_idx').on(t.familyId),
  ],
);

/** Single-use e-mail tokens (verification, reset, set password); only the hash is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_tokens_hash_key').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId)],
);

export const testResults = pgTable(
  'test_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categorySlug: text('category_slug').notNull(),
    themeSlugs: text('theme_slugs').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_results_user_idx').on(t.userId, t.createdAt)],
);

/**
 * What a user agreed to, one row per decision: the terms and privacy policy at sign-up, and the
 * cookie choices made while signed in. `version`: the policy version the decision answers.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    version: integer('version').notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Who did what to whose account, for the record: account deletions (by the customer or by staff).
 * `actorLabel` keeps the actor's name and e-mail as they were, whatever happens to the account later.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetUserId, t.createdAt)],
);

export { timestamps };

/**
 * Running counts of users by role, flags and day of sign-up (Spain's calendar day since migration
 * 0020), kept by triggers on `users` (migration 0009): the back-office totals («N de M total», the dashboard's cards) read this
 * small table instead of counting a million rows.
 */
export const userTally = pgTable(
  'user_tally',
  {
    role: text('role').notNull(),
    isActive: boolean('is_active').notNull(),
    isVerified: boolean('is_verified').notNull(),
    tookTest: boolean('took_test').notNull(),
    day: date('day').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.isActive, t.isVerified, t.tookTest, t.day] })],
);
