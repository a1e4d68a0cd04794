/** Answers of the dev routes (see schemas/responses.ts for the shared envelope). */
import { z } from 'zod';
import { apiData } from '../schemas/responses.js';

/** One e-mail of the local outbox, with the links found in it. */
export const outboxEntry = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  kind: z.string(),
  status: z.string(),
  createdAt: z.string(),
  links: z.array(z.string()),
});
export type OutboxEntry = z.infer<typeof outboxEntry>;
export const outboxAnswer = apiData(z.array(outboxEntry));
export type OutboxAnswer = z.infer<typeof outboxAnswer>;
