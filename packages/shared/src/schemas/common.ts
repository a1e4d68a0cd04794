import { z } from 'zod';
import { es } from '../messages/es.js';

/** A simple e-mail pattern: something@something.tld, no spaces. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const idParam = z.object({ id: z.uuid({ message: 'Identificador no válido.' }) });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
/** A list call's page, as parsed: which page, and how many rows a page. */
export type PageQuery = z.output<typeof pageQuery>;

/** `?isDeleted=false` of the spec's list calls; anything else than 'true' means false. */
export const isDeletedQuery = z.object({
  isDeleted: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const coverImage = z.object({
  coverImageName: z.string().max(500).default(''),
  coverImageUrl: z.string().max(2000).default(''),
});
export type CoverImage = z.infer<typeof coverImage>;

/**
 * A cover as answers carry it: with `coverImageSrcset`, the resized copies the server made of an
 * uploaded cover (an `<img srcset>` value: `url 320w, url 640w, …`; absent or '' when there are
 * none, as for a cover elsewhere on the web).
 */
export const shownCover = coverImage.extend({ coverImageSrcset: z.string().optional() });
export type ShownCover = z.infer<typeof shownCover>;

/**
 * Whether a value holds a NUL character anywhere (in a string or an object key, at any depth).
 * NUL is never valid input: the server refuses it with a 400 before any route or schema sees it.
 * Only plain objects and arrays (parsed JSON) are looked into.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  // Only parsed JSON is looked into: streams and buffers are not input values.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000') || containsNul(v, depth + 1)) return true;
  }
  return false;
}

/** What a person's name is made of: letters (any script, with accents), spaces, apostrophes and hyphens. */
export const PERSON_NAME = /^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*$/u;
export const PERSON_NAME_MAX = 60;

/**
 * A name or last name: required (with the form's own message), at most 60 characters, and only
 * what names are made of — so a name carried into an e-mail can never hold a link or a sentence.
 */
export function personName(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { message: required, abort: true })
    .max(PERSON_NAME_MAX, { message: es.errors.nameTooLong, abort: true })
    .regex(PERSON_NAME, es.errors.nameInvalid);
}
