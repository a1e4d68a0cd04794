import { z } from 'zod';
import { es } from '../messages/es.js';
import { coverImage } from './common.js';

const a = es.admin;
const cover = coverImage.partial().optional();

/**
 * A reference to a parent record: its id, or the record itself as list answers embed it
 * (`{_id, name, ...}`), so a record read from any answer can be sent back whole as an update.
 */
const ref = (message: string) =>
  z.preprocess(
    (v) => (v !== null && typeof v === 'object' && '_id' in v ? (v as { _id: unknown })._id : v),
    z.uuid({ error: message }),
  );

export const categoryInputSchema = z.object({
  name: z.string({ error: a.nameRequired }).trim().min(1, a.nameRequired).max(120),
  description: z.string({ error: a.descriptionRequired }).trim().min(1, a.descriptionRequired).max(2000),
  coverImage: cover,
  isActive: z.boolean().optional(),
  order: z.coerce.number().int().min(0).max(100_000).optional(),
});

export const themeInputSchema = categoryInputSchema.extend({
  category: ref(a.categoryRequired),
});

export const audioInputSchema = z.object({
  theme: ref(a.themeRequired),
  title: z.string({ error: a.titleRequired }).trim().min(1, a.titleRequired).max(200),
  description: z.string({ error: a.descriptionRequired }).trim().min(1, a.descriptionRequired).max(4000),
  duration: z.coerce
    .number()
    .min(0)
    .max(6 * 3600)
    .default(0),
  audio: z.object(
    {
      audioName: z.string().max(500).default(''),
      audioUrl: z.string({ error: a.audioFileRequired }).min(1, a.audioFileRequired).max(2000),
    },
    { error: a.audioFileRequired },
  ),
  coverImage: cover,
  tags: z.array(z.string().max(40)).max(30).default([]),
  order: z.coerce.number().int().min(0).max(100_000).optional(),
  isActive: z.boolean().optional(),
  /**
   * A scheduled publication (an instant with its offset; the form enters it in Spain's time);
   * null removes a schedule not reached yet. The record's own value may be sent back unchanged.
   */
  releaseAt: z.iso.datetime({ offset: true, error: a.releaseAtInvalid }).nullable().optional(),
});

/** The toggle's partial body. */
export const isActiveOnlySchema = z.object({ isActive: z.boolean() }).strict();

export const presignSchema = z.object({
  path: z.string().max(500).default(''),
  fileName: z.string().min(1).max(200),
  contentType: z.string().min(1).max(120),
});

/** Tags are trimmed, lowercased and de-duplicated. */
export function normalizeTags(tags: string[]): string[] {
  const out: string[] = [];
  for (const t of tags) {
    const v = t.trim().toLowerCase();
    if (v && !out.includes(v)) out.push(v);
  }
  return out;
}
