import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './users.js';

const cover = {
  coverImageName: text('cover_image_name').notNull().default(''),
  coverImageUrl: text('cover_image_url').notNull().default(''),
  /** The resized copies of an uploaded cover, as an `<img srcset>` value ('' when none: lib/images.ts). */
  coverImageSrcset: text('cover_image_srcset').notNull().default(''),
};

/**
 * How a category and a theme are described and listed: a name, a unique slug, a description and a
 * cover; shown or hidden; deleted (the row is kept for what refers to it); a place among its
 * siblings.
 */
const described = {
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  description: text('description').notNull().default(''),
  ...cover,
  isActive: boolean('is_active').notNull().default(true),
  isDeleted: boolean('is_deleted').notNull().default(false),
  order: integer('order').notNull().default(1),
};

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...described,
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug)],
);

export const themes = pgTable(
  'themes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    ...described,
    ...timestamps,
  },
  (t) => [uniqueIndex('themes_slug_key').on(t.slug), index('themes_category_idx').on(t.categoryId)],
);

export const audios = pgTable(
  'audios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    themeId: uuid('theme_id')
      .notNull()
      .references(() => themes.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Whole seconds. */
    duration: integer('duration').notNull().default(0),
    audioName: text('audio_name').notNull().default(''),
    /** Storage key of the audio file, relative to the media root (never public). */
    audioPath: text('audio_path').notNull().default(''),
    ...cover,
    tags: text('tags').array().notNull().default([]),
    order: integer('order').notNull().default(1),
    isActive: boolean('is_active').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /**
     * A scheduled publication ("la terapia del mes"): staff choose the moment (entered in Spain's
     * time, stored in UTC). Until the release job reaches it the audio is hidden from listeners
     * whatever `isActive` says; null: no schedule, the audio follows `isActive` alone.
     */
    releaseAt: timestamp('release_at', { withTimezone: true }),
    /** When the release job published it (made it active and announced it): set once. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('audios_theme_idx').on(t.themeId)],
);

/**
 * The announcement of a released audio by e-mail, sent page by page to the listeners who can play
 * it: where it has got to (the last listener's id, in id order), so a page retried after a failure
 * never e-mails anyone twice.
 */
export const releaseAnnouncements = pgTable('release_announcements', {
  audioId: uuid('audio_id')
    .primaryKey()
    .references(() => audios.id, { onDelete: 'cascade' }),
  lastUserId: uuid('last_user_id'),
  sent: integer('sent').notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
