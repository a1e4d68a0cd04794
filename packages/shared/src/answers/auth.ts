/** Answers of the auth routes (see schemas/responses.ts for the shared envelope). */
import { z } from 'zod';
import { ROLES } from '../constants.js';
import { audioCard } from '../schemas/catalogue.js';
import { apiData } from '../schemas/responses.js';

const ref = z.object({ _id: z.string(), name: z.string(), slug: z.string() });

/** A subscription as the user answer carries it: the plan is the snapshot of what was bought. */
export const userSubscription = z.object({
  _id: z.string(),
  status: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
  themeIds: z.array(z.string()),
  plan: z.looseObject({ _id: z.string(), slug: z.string().optional(), name: z.string().optional() }),
  /** Renews at the provider (false: a one-off purchase that ends at endDate). */
  renewing: z.boolean(),
  /** The next renewal's date while it renews; null after a cancellation, or when it does not renew. */
  renewsAt: z.string().nullable(),
  /** The customer cancelled the renewal: access stays until endDate. */
  cancelAtPeriodEnd: z.boolean(),
  /**
   * A renewal's charge awaits the customer's own confirmation with their bank (strong customer
   * authentication): the provider's page where it is confirmed; null when nothing awaits.
   */
  paymentActionUrl: z.string().nullable(),
  /** Its latest payment was given back in full, which ended it (shown «Reembolsada»). */
  refunded: z.boolean(),
  /**
   * Complimentary access staff gave (no payment): until when (null: until staff revoke it);
   * null for a plan that was bought.
   */
  complimentary: z.object({ until: z.string().nullable() }).nullable(),
});
export type UserSubscription = z.infer<typeof userSubscription>;

/** The latest wellbeing test result, as the user answer carries it. */
export const userTestResult = z.object({
  categoriaPrincipal: z.string(),
  topTemas: z.array(z.string()),
  category: ref.nullable(),
  themes: z.array(ref),
  createdAt: z.string(),
});
export type UserTestResult = z.infer<typeof userTestResult>;

/** The trial audio chosen, and when its 48 hours end. */
export const userTrialAudio = z.object({
  audio: audioCard,
  selectedAt: z.string(),
  expiresAt: z.string(),
  /** Its 48 hours are over by the server's clock (the one access is decided by). */
  expired: z.boolean(),
});
export type UserTrialAudio = z.infer<typeof userTrialAudio>;

/** The signed-in user as the API presents it (GET /api/users/me, validate-token, login…). */
export const sessionUser = z.object({
  _id: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  tempUser: z.boolean(),
  isTemporary: z.boolean(),
  tookTest: z.boolean(),
  avatarUrl: z.string().nullable(),
  /** Resized copies of an uploaded photo (an `<img srcset>` value), when there are any. */
  avatarSrcset: z.string().optional(),
  photo: z.string().nullable(),
  profileImage: z.string().nullable(),
  planSlug: z.string().nullable(),
  googleAccount: z.boolean(),
  /** Whether the account has a password (deleting it asks for it; without one, an e-mailed link confirms). */
  hasPassword: z.boolean(),
  testResult: userTestResult.nullable(),
  temporaryAudioSelected: userTrialAudio.nullable(),
  subscriptions: z.array(userSubscription),
  activeSubscription: userSubscription.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** `{ success, message?, data: { user } }`: login, refresh, /me, a first password. */
export const userAnswer = apiData(z.object({ user: sessionUser }));
export type UserAnswer = z.infer<typeof userAnswer>;

/** The user twice (top level and in `data`), as the profile and Google calls answer. */
export const userAnswerWithUser = z.object({
  success: z.literal(true),
  message: z.string(),
  user: sessionUser,
  data: z.object({ user: sessionUser }),
});
export type UserAnswerWithUser = z.infer<typeof userAnswerWithUser>;

/** GET /api/users/validate-token, signed in. */
export const validateAnswer = userAnswerWithUser.extend({ isValid: z.literal(true) });
export type ValidateAnswer = z.infer<typeof validateAnswer>;

/** GET /api/users/validate-token, signed out (401). */
export const validateRejected = z.object({
  success: z.literal(false),
  isValid: z.literal(false),
  message: z.string(),
});
export type ValidateRejected = z.infer<typeof validateRejected>;

/** POST /api/users/register (201). */
export const registerAnswer = apiData(z.object({ email: z.string() }));
export type RegisterAnswer = z.infer<typeof registerAnswer>;

/** An e-mailed link followed, or a password set from one: signed in here or not. */
export const verifyAnswer = apiData(z.object({ signedIn: z.boolean(), user: sessionUser.optional() }));
export type VerifyAnswer = z.infer<typeof verifyAnswer>;

/** POST /api/users/reset-password/check: whether the link can still be used. */
export const emailLinkCheckAnswer = apiData(
  z.object({ usable: z.boolean(), purpose: z.enum(['reset', 'set']).optional() }),
);
export type EmailLinkCheckAnswer = z.infer<typeof emailLinkCheckAnswer>;

/** GET /api/login-auth/google/status. */
export const googleStatusAnswer = z.object({ success: z.literal(true), enabled: z.boolean() });
export type GoogleStatusAnswer = z.infer<typeof googleStatusAnswer>;
