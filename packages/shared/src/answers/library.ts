/** Answers of the library routes (see schemas/responses.ts for the shared envelope). */
import { z } from 'zod';
import { audioCard, audioDto } from '../schemas/catalogue.js';
import { apiData } from '../schemas/responses.js';

/** An audio of the library, with where the user left it. */
export const libraryAudio = audioDto.extend({ positionSeconds: z.number() });
export type LibraryAudio = z.infer<typeof libraryAudio>;
export const libraryTheme = z.object({ _id: z.string(), name: z.string(), audios: z.array(libraryAudio) });
export type LibraryTheme = z.infer<typeof libraryTheme>;
export const libraryCategory = z.object({ _id: z.string(), name: z.string(), themes: z.array(libraryTheme) });
export type LibraryCategory = z.infer<typeof libraryCategory>;
export const library = z.object({ hasSubscription: z.boolean(), categories: z.array(libraryCategory) });
export type Library = z.infer<typeof library>;
/** GET /api/library. */
export const libraryAnswer = apiData(library);

/** GET /api/audios/:id/access: a signed URL of the audio and where the user left it. */
export const audioAccess = z.object({
  audioUrl: z.string(),
  expiresAt: z.string(),
  positionSeconds: z.number(),
  audio: audioCard,
});
export type AudioAccess = z.infer<typeof audioAccess>;
export const audioAccessAnswer = apiData(audioAccess);
export type LibraryAnswer = z.infer<typeof libraryAnswer>;
export type AudioAccessAnswer = z.infer<typeof audioAccessAnswer>;

/**
 * Which limit ends a download's licence: the subscription's end, the trial's 48 hours, or the
 * longest the app may stay without checking in online.
 */
export const LICENCE_LIMITS = ['subscription', 'trial', 'check-in'] as const;
export type LicenceLimit = (typeof LICENCE_LIMITS)[number];

/** The server's word on one downloaded audio: it may be kept and played until `expiresAt`. */
export const offlineLicence = z.object({
  audioId: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  limit: z.enum(LICENCE_LIMITS),
});
export type OfflineLicence = z.infer<typeof offlineLicence>;

/** POST /api/library/downloads: the licence, a signed URL to fetch the file, what to show offline. */
export const downloadGrant = z.object({
  licence: offlineLicence,
  audioUrl: z.string(),
  positionSeconds: z.number(),
  audio: audioCard.extend({ theme: z.object({ _id: z.string(), name: z.string() }).nullable() }),
});
export type DownloadGrant = z.infer<typeof downloadGrant>;
export const downloadGrantAnswer = apiData(downloadGrant);
export type DownloadGrantAnswer = z.infer<typeof downloadGrantAnswer>;

/** Why a kept audio may no longer be kept. */
export const REVOKE_REASONS = ['no-access', 'not-found'] as const;
export type RevokeReason = (typeof REVOKE_REASONS)[number];

/** POST /api/library/downloads/check: renewed licences, and the audios to delete. */
export const licenceCheck = z.object({
  licences: z.array(offlineLicence),
  revoked: z.array(z.object({ audioId: z.string(), reason: z.enum(REVOKE_REASONS) })),
});
export type LicenceCheck = z.infer<typeof licenceCheck>;
export const licenceCheckAnswer = apiData(licenceCheck);
export type LicenceCheckAnswer = z.infer<typeof licenceCheckAnswer>;
