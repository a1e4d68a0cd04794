/** Answers of the media routes (see schemas/responses.ts for the shared envelope). */
import { z } from 'zod';

/** GET /cdn/*: the file's bytes (whole, or the asked range with 206). */
export const mediaFile = z.string().describe('the file bytes (audio/*, image/*, …)');
