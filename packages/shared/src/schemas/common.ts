import { z } from 'zod';

/** A simple e-mail pattern: something@something.tld, no spaces. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const idParam = z.object({ id: z.uuid({ message: 'Identificador no válido.' }) });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

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

export const apiError = z.object({ success: z.literal(false), message: z.string() });
