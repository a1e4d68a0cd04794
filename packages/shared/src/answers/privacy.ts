/** Answers of the privacy routes (see schemas/responses.ts for the shared envelope). */
import { z } from 'zod';
import { ROLES } from '../constants.js';
import { notificationSettings } from '../schemas/notifications.js';

/** DELETE /api/users/me and POST /api/users/delete-account/confirm. */
export const accountDeletionAnswer = z.object({
  success: z.literal(true),
  /** `deleted`: done, the session is gone; `confirmation_sent`: a link went to the inbox. */
  status: z.enum(['deleted', 'confirmation_sent']),
  message: z.string(),
});
export type AccountDeletionAnswer = z.infer<typeof accountDeletionAnswer>;

/** POST /api/users/me/consents. */
export const consentRecordedAnswer = z.object({ success: z.literal(true) });

const money = z.object({ amount: z.number(), currency: z.string() });

/**
 * GET /api/users/me/export: every piece of personal data the service holds about the account, as a
 * JSON file (`Content-Disposition: attachment`).
 */
export const accountExport = z.object({
  exportedAt: z.string(),
  service: z.object({ companyName: z.string(), privacyEmail: z.string() }),
  profile: z.object({
    id: z.string(),
    name: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    role: z.enum(ROLES),
    isVerified: z.boolean(),
    hasPassword: z.boolean(),
    googleLinked: z.boolean(),
    avatarUrl: z.string().nullable(),
    tookTest: z.boolean(),
    trialAudio: z.object({ audioId: z.string(), selectedAt: z.string().nullable() }).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  consents: z.array(
    z.object({
      purpose: z.string(),
      granted: z.boolean(),
      version: z.number(),
      source: z.string(),
      at: z.string(),
    }),
  ),
  testResults: z.array(z.object({ category: z.string(), themes: z.array(z.string()), takenAt: z.string() })),
  subscriptions: z.array(
    z.object({
      plan: z.string(),
      status: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      renewing: z.boolean(),
      cancelAtPeriodEnd: z.boolean(),
      canceledAt: z.string().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      plan: z.string().nullable(),
      kind: z.string(),
      status: z.string(),
      price: money,
      provider: z.string(),
      invoiceUrl: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  listening: z.array(z.object({ day: z.string(), audio: z.string(), seconds: z.number() })),
  playbackPositions: z.array(z.object({ audio: z.string(), positionSeconds: z.number(), at: z.string() })),
  contactMessages: z.array(z.object({ message: z.string(), at: z.string() })),
  sessions: z.array(z.object({ userAgent: z.string(), createdAt: z.string(), expiresAt: z.string() })),
  /** "Guardados": the audios the listener saved, the latest first. */
  savedAudios: z.array(z.object({ audio: z.string(), savedAt: z.string() })),
  /** Configuración → Avisos: the e-mails beyond the account's own that the listener chose. */
  emailChoices: notificationSettings,
  /** The browsers that show the listener's notifications: their push service, and since when. */
  notificationDevices: z.array(z.object({ pushService: z.string(), addedAt: z.string() })),
});
export type AccountExport = z.infer<typeof accountExport>;
