/** Privacy: cookie choices, the account's data export and its deletion. */
import { z } from 'zod';
import { es } from '../messages/es.js';

/** A cookie choice: POST /api/users/me/consents (signed in) records it with the account. */
export const consentChoiceSchema = z.object({
  version: z.number().int().min(1).max(10_000),
  analytics: z.boolean(),
  marketing: z.boolean(),
});
export type ConsentChoice = z.infer<typeof consentChoiceSchema>;

/**
 * DELETE /api/users/me. With a password on the account, `password` confirms; without one (Google or
 * e-mail-only accounts), it is left out and a confirmation link is e-mailed instead.
 */
export const deleteAccountSchema = z.object({
  password: z.string().max(200, es.privacy.wrongPassword).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

/** POST /api/users/delete-account/confirm: the e-mailed link's token. */
export const confirmAccountDeletionSchema = z.object({
  token: z.string().min(10, es.privacy.confirmInvalid).max(200, es.privacy.confirmInvalid),
});
