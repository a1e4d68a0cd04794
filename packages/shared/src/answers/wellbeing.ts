/** Answers of the wellbeing routes: the test and the trial audio (see schemas/responses.ts). */
import { z } from 'zod';
import { apiData } from '../schemas/responses.js';
import { sessionUser, userTestResult } from './auth.js';

/** POST /api/users/take-test, PUT /api/users/retake-test: the new result and the user. */
export const testTakenAnswer = apiData(
  z.object({ testResult: userTestResult.nullable().optional(), user: sessionUser.nullable() }),
);
export type TestTakenAnswer = z.infer<typeof testTakenAnswer>;

/** One earlier take of the wellbeing test (GET /api/users/test-history). */
export const testHistoryEntry = z.object({
  _id: z.string(),
  categoriaPrincipal: z.string(),
  topTemas: z.array(z.string()),
  createdAt: z.string(),
});
export type TestHistoryEntry = z.infer<typeof testHistoryEntry>;
export const testHistoryAnswer = apiData(z.array(testHistoryEntry));
export type TestHistoryAnswer = z.infer<typeof testHistoryAnswer>;

/** PUT /api/users/update-temporary-audio: the user with the trial audio chosen. */
export const trialChosenAnswer = apiData(z.object({ user: sessionUser.nullable() }));
export type TrialChosenAnswer = z.infer<typeof trialChosenAnswer>;

/** GET /api/users/check-temp-audio: a signed URL for the trial audio. */
export const trialAudioAnswer = apiData(
  z.object({ audioUrl: z.string(), expiresAt: z.string(), availableUntil: z.string(), audioId: z.string() }),
);
export type TrialAudioAnswer = z.infer<typeof trialAudioAnswer>;
