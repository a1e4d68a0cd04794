export const PLAN_SLUGS = ['audio-prueba', 'mini', 'full'] as const;
export type PlanSlug = (typeof PLAN_SLUGS)[number];

export const CATEGORY_SLUGS = ['salud', 'amor', 'desarrollo_personal'] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const ROLES = ['visitor', 'subscriber', 'tester', 'creator', 'crmUser', 'admin', 'therapist'] as const;
export type Role = (typeof ROLES)[number];

export const CLIENT_ROLES = ['visitor', 'subscriber'] as const satisfies readonly Role[];
export const STAFF_ROLES = [
  'admin',
  'crmUser',
  'creator',
  'tester',
  'therapist',
] as const satisfies readonly Role[];

export const ROLE_LABELS: Record<Role, string> = {
  visitor: 'Visitante',
  subscriber: 'Suscriptor',
  tester: 'Probador',
  creator: 'Creador',
  crmUser: 'Usuario CRM',
  admin: 'Administrador',
  therapist: 'Terapeuta',
};

export const PAYMENT_STATUSES = [
  'completed',
  'intent_created',
  'expired',
  'failed',
  'canceled',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a buyer may pay: by card (Stripe's hosted checkout) or with PayPal. */
export const PAYMENT_METHODS = ['card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  completed: 'Completado',
  intent_created: 'Iniciado',
  expired: 'Expirado',
  failed: 'Fallido',
  canceled: 'Cancelado',
  refunded: 'Reembolsado',
};

export const PAYMENT_PROVIDERS = ['stripe', 'paypal'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const SUBSCRIPTION_STATUSES = [
  'active',
  'inactive',
  'expired',
  'cancelled',
  'pending',
  'completed',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const HOW_HEARD_OPTIONS = ['Facebook', 'Instagram', 'Internet browser', 'Referred', 'Other'] as const;

export const DEFAULT_SOURCE_OF_CONTACT = 'Página Principal';
export const DEFAULT_CURRENCY = 'USD';

/**
 * What every page's first JavaScript reads — form limits, timings, storage keys and the version of
 * the cookie choice (raise it there) — lives apart, in first-constants.ts, which says why.
 */
export {
  CONSENT_VERSION,
  CONSENT_VERSION_DATE,
  LIMITS,
  STORAGE_KEYS,
  TIMINGS,
} from './first-constants.js';

/**
 * The consumer's right of withdrawal from a purchase of digital content: within this many days of
 * paying, while nothing of it has been played or downloaded.
 */
export const WITHDRAWAL_DAYS = 14;

/** "La terapia del mes": scheduled publications of new audios. */
export const RELEASES = {
  /** A released audio is "Nuevo" (and in «Nuevo este mes») for this many days. */
  newForDays: 30,
} as const;

/** Offline listening in the app (downloads, their licences, the queue of listening reports). */
export const OFFLINE = {
  /** A download's licence lasts at most this long after the app last checked in online. */
  maxOfflineDays: 30,
  /** Audios one licence check may ask about. */
  maxLicenceCheck: 500,
  /** Reports older than this are dropped from the device's queue (and refused by the server). */
  reportMaxAgeDays: 45,
} as const;

/** Folders of the media library. */
export const MEDIA_FOLDERS = {
  audioCovers: 'portada_audios',
  categoryCovers: 'portada_catalogos',
  themeCovers: 'portada_temas',
  audios: 'audios',
} as const;

/** Fallback images, served from the web app's public folder. */
export const DEFAULT_IMAGES = {
  audio: '/audio-headphones-icon.webp',
  category: '/category_default.webp',
  theme: '/theme_default.webp',
} as const;

export const AUDIO_EXTENSIONS = ['.mp3', '.wav', '.m4a', '.aac', '.ogg'] as const;
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.webp', '.svg'] as const;

/** The purposes a visitor chooses, beyond the strictly necessary storage. */
export const CONSENT_PURPOSES = ['analytics', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The currencies plans and amount-off promotion codes are sold in (ISO 4217). */
export const CURRENCIES = ['EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
