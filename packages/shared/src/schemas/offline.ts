import { z } from 'zod';
import { OFFLINE } from '../constants.js';

/** POST /api/library/downloads: a licence to keep one audio on the device. */
export const downloadRequestSchema = z.object({ audioId: z.uuid() });

/** POST /api/library/downloads/check: the app checks in with the audios it keeps. */
export const licenceCheckSchema = z.object({
  audioIds: z.array(z.uuid()).min(1).max(OFFLINE.maxLicenceCheck),
});
