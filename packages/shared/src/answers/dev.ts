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

/** POST /api/dev/clock/advance: the application's new time and what became due and ran. */
export const clockAdvanceAnswer = apiData(
  z.object({
    now: z.string(),
    renewed: z.number(),
    failed: z.number(),
    ended: z.number(),
    // Audios whose scheduled publication the clock reached.
    released: z.number(),
    // Practice reminders e-mailed.
    practiceReminders: z.number(),
    reminded: z.number(),
    expired: z.number(),
  }),
);
export type ClockAdvanceAnswer = z.infer<typeof clockAdvanceAnswer>;
