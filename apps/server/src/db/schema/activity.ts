import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { audios } from './catalogue.js';
import { users } from './users.js';

/** The listener a row is about (it goes with the account) and the audio. */
const listenerAndAudio = () => ({
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  audioId: uuid('audio_id')
    .notNull()
    .references(() => audios.id),
});

/** Listening time per user, audio and day (what the KPI screen sums). */
export const listeningDays = pgTable(
  'listening_days',
  {
    ...listenerAndAudio(),
    themeId: uuid('theme_id').notNull(),
    categoryId: uuid('category_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.audioId, t.day] }),
    index('listening_days_day_audio_idx').on(t.day, t.audioId),
    index('listening_days_day_theme_idx').on(t.day, t.themeId),
    index('listening_days_day_category_idx').on(t.day, t.categoryId),
  ],
);

/**
 * Last known position per user and audio (resume), the time of the last report (caps) and when
 * the user first fetched the audio (a signed URL or a download): reports count only after it.
 */
export const playbackPositions = pgTable(
  'playback_positions',
  {
    ...listenerAndAudio(),
    positionSeconds: integer('position_seconds').notNull().default(0),
    lastReportAt: timestamp('last_report_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: never fetched (reports on it credit nothing). */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    /**
     * The furthest point any report of this listener reached in the audio (the completion report);
     * null until their first report is saved.
     */
    furthestSeconds: integer('furthest_seconds'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.audioId] })],
);

/**
 * How far listeners got in each audio: `listeners` whose furthest point lies in tenth `bucket`
 * (0 = under 10 %, …, 9 = the last tenth), kept with each batch of reports as their furthest
 * point moves (the KPI's completion and drop-off, read without scanning every listener).
 */
export const audioReach = pgTable(
  'audio_reach',
  {
    audioId: uuid('audio_id')
      .notNull()
      .references(() => audios.id),
    bucket: smallint('bucket').notNull(),
    listeners: integer('listeners').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.audioId, t.bucket] })],
);

/**
 * Until when each person's listening is credited, across all audios: a report's credited time is
 * laid after it, so what one person is credited never runs ahead of the wall clock.
 */
export const listeningWatermarks = pgTable('listening_watermarks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  creditedUntil: timestamp('credited_until', { withTimezone: true }),
});

/**
 * Listening reports already counted, by the id the player gave them: a report delivered twice (a
 * retry, a beacon and the offline queue, two tabs) is credited once. Ids older than the longest a
 * report may wait in a device's queue are pruned.
 */
export const playbackReports = pgTable(
  'playback_reports',
  {
    reportId: uuid('report_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('playback_reports_received_idx').on(t.receivedAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a staff member marked the message handled (answered, or nothing to answer); null: waiting. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** E-mails sent and to send, the record of each; a job of the runner's `mail` queue sends each one. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    /**
     * The one-click unsubscribe address of an e-mail a listener may stop (new releases, practice
     * reminders): sent as its List-Unsubscribe header (RFC 8058). Null for the e-mails every
     * account gets (receipts, links it asked for).
     */
    unsubscribeUrl: text('unsubscribe_url'),
    /** pending (to be sent, or retried by its job), sent, or failed (after the job's last retry). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status)],
);

/**
 * Listening time per audio and day, all users together: the KPI screen's source. Kept up to date
 * with every report, so the charts read a few thousand rows instead of millions.
 */
export const listeningAudioDays = pgTable(
  'listening_audio_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    audioId: uuid('audio_id')
      .notNull()
      .references(() => audios.id),
    themeId: uuid('theme_id').notNull(),
    categoryId: uuid('category_id').notNull(),
    seconds: integer('seconds').notNull().default(0),
    /** Listeners who played the audio on the day (each listener's day of it is one play). */
    plays: integer('plays').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.audioId] }), index('listening_audio_days_audio_idx').on(t.audioId)],
);

/** The audios each listener marked "Guardado" (their shelf), the latest first. */
export const savedAudios = pgTable(
  'saved_audios',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audioId: uuid('audio_id')
      .notNull()
      .references(() => audios.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.audioId] })],
);

/**
 * The owner's report of one calendar month in Spain (`month`: its 1st), as the monthly-reports
 * job last computed it: a past month once it is closed, the current one every few minutes.
 */
export const reportMonths = pgTable('report_months', {
  month: date('month', { mode: 'string' }).primaryKey(),
  figures: jsonb('figures').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});
