import { z } from 'zod';
import { shownCover } from './common.js';

export const categoryDto = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  coverImage: shownCover,
  isActive: z.boolean(),
  order: z.number(),
});
export type CategoryDto = z.infer<typeof categoryDto>;

/** A theme is described as a category is, and names its category. */
export const themeDto = categoryDto.extend({
  category: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
});
export type ThemeDto = z.infer<typeof themeDto>;

/** An audio as a card shows it: the trial audio of the user answer, the audio being played. */
export const audioCard = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  duration: z.number(),
  coverImage: shownCover,
});
export type AudioCard = z.infer<typeof audioCard>;

/** An audio as the catalogue lists it: the card's fields, with its theme, file, tags, order and state. */
export const audioDto = audioCard.extend({
  theme: z.object({
    _id: z.string(),
    name: z.string(),
    category: z.object({ _id: z.string(), name: z.string() }),
  }),
  /** Present only for staff: a signed, expiring URL of the audio file. */
  audio: z.object({ audioName: z.string(), audioUrl: z.string() }).optional(),
  tags: z.array(z.string()),
  order: z.number(),
  isActive: z.boolean(),
  /** Its publication time, scheduled or past (ISO, UTC); null when it was never scheduled. */
  releaseAt: z.string().nullable(),
  /** Scheduled and not published yet: hidden from listeners ("Programada" for staff). */
  scheduled: z.boolean(),
  /** Published by its schedule in the last RELEASES.newForDays days: "Nuevo". */
  isNew: z.boolean(),
});
export type AudioDto = z.infer<typeof audioDto>;
