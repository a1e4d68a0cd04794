import { z } from 'zod';
import { DEFAULT_SOURCE_OF_CONTACT, HOW_HEARD_OPTIONS, LIMITS } from '../constants.js';
import { es } from '../messages/es.js';
import { SIMPLE_EMAIL } from './common.js';

const m = es.contact;

/** A text that must be given: trimmed, `required` when missing or empty, at most `max` characters. */
const requiredText = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max);

// The fields the landing form and the contact call share.
const name = requiredText(m.nameRequired, LIMITS.nameMaxLength);
const email = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { message: m.emailRequired, abort: true })
  .max(LIMITS.emailMaxLength, m.emailInvalid)
  .regex(SIMPLE_EMAIL, m.emailInvalid);
const message = z.string().max(LIMITS.contactMessageMaxLength).default('');

/** The landing contact form. */
export const contactFormSchema = z.object({
  name,
  lastName: requiredText(m.lastNameRequired, LIMITS.nameMaxLength),
  email,
  contactNumber: requiredText(m.contactNumberRequired, LIMITS.phoneMaxLength),
  sourceOfContact: z.string().max(120).default(DEFAULT_SOURCE_OF_CONTACT),
  message,
  howHeard: z
    .string({ error: m.howHeardRequired })
    .refine((v) => (HOW_HEARD_OPTIONS as readonly string[]).includes(v), m.howHeardRequired),
});
export type ContactForm = z.input<typeof contactFormSchema>;

/** What the browser sends to POST /api/contact/ — only name, email and message (+ a honeypot). */
export const contactRequestSchema = z.object({
  name,
  email,
  message,
  /** Honeypot: humans never fill it. */
  website: z.string().max(200).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
