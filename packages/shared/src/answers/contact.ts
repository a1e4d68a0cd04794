/** Answers of the contact routes (see schemas/responses.ts for the shared envelope). */
import type { z } from 'zod';
import { apiMessage } from '../schemas/responses.js';

/** POST /api/contact/. */
export const contactAnswer = apiMessage;
export type ContactAnswer = z.infer<typeof contactAnswer>;
