/**
 * The constants every page's first JavaScript reads (the landing's included): form limits and
 * the trial's hours in its copy, the session's timings, the browser storage keys, the version of
 * the cookie choice. They live apart
 * from constants.ts, which re-exports them, because the bundler keeps a module whole in the chunk
 * where it is first used: beside the rest of constants.ts (roles, statuses, labels the panel and
 * the back-office read), they took all of it into the landing's first JavaScript
 * (docs/decisions/046-the-landings-first-javascript.md).
 */

export const LIMITS = {
  emailMaxLength: 254,
  passwordMinLength: 8,
  nameMaxLength: 80,
  contactMessageMaxLength: 5000,
  phoneMaxLength: 32,
  miniThemes: 2,
  trialHours: 48,
  jsonBodyLimitBytes: 1024 * 1024,
  avatarMaxBytes: 5 * 1024 * 1024,
} as const;

export const TIMINGS = {
  toastMs: 3000,
  sessionRecheckMs: 15 * 60 * 1000,
  redirectAfterMs: 3000,
  logoScrollDelayMs: 100,
  playbackReportMs: 15_000,
} as const;

export const STORAGE_KEYS = {
  passwordSetupEmail: 'passwordSetupEmail',
  isTemporary: 'isTemporary',
  loginRedirect: 'loginRedirect',
  postVerificationRedirect: 'postVerificationRedirect',
  googleOrigin: 'googleOrigin',
  miniSelectedThemes: 'miniSelectedThemes',
} as const;

/**
 * The version of the cookie and privacy policies the visitor's choice answers. Raising it asks every
 * visitor again (the banner reappears): do so whenever the cookies used or their purposes change.
 */
export const CONSENT_VERSION = 1;
/** The date of that version, shown on the cookie policy (ISO). */
export const CONSENT_VERSION_DATE = '2026-11-24';
