import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    ...timestamps,
  },
  (t) => [index('audios_theme_idx').on(t.themeId)],
);
