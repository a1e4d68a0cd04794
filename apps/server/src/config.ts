import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_IDENTITY, SOCIAL_NETWORKS, type SiteIdentity } from '@sanarte/shared';
import { z } from 'zod';

/**
 * The only reader of process.env. Parsed once with zod; the process refuses to start with a list
 * of what is missing or wrong.
 */
const boolish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().default('admin@sanarte.local'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** The business behind the service (legal pages, contact section, e-mails). */
  COMPANY_NAME: z.string().max(200).optional(),
  COMPANY_TAX_ID: z.string().max(40).optional(),
  COMPANY_ADDRESS: z.string().max(300).optional(),
  /** Where the contact form's messages go, and the address the site shows. */
  CONTACT_EMAIL: z.email().optional(),
  /** Where people exercise their data protection rights (privacy policy, e-mails). */
  PRIVACY_EMAIL: z.email().optional(),
  INSTAGRAM_URL: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
  FACEBOOK_URL: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
  TIKTOK_URL: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
  YOUTUBE_URL: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
  /** The sender of every e-mail; local default: a .localhost address nobody can receive. */
  MAIL_FROM: z.string().optional(),
  SMTP_URL: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().optional(),
  /** PayPal's REST app (client id and secret) and the id of its webhook: all three or none. */
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  PAYPAL_ENV: z.enum(['sandbox', 'live']).default('sandbox'),
  /** Another origin answering PayPal's API (the test suite's stand-in). */
  PAYPAL_API_BASE: z.string().optional(),
  /** Days a subscription whose renewal failed keeps its access while the card is retried. */
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_ISSUER: z.string().default('https://accounts.google.com'),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z.string().max(60).default('sanarte:'),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  CLIENT_API_KEY: z.string().optional(),
  CLIENT_API_SECRET: z.string().optional(),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/)
    .optional(),
  /** The app's store listings, once published; unset, the store badges lead to the install page. */
  PLAY_STORE_URL: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
  APP_STORE_URL: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty` (readable lines, local mode's default) or `json` (one object per line, production's). */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** Bearer token that opens GET /metrics (Prometheus); unset, /metrics does not exist. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** argon2 hashes run at once (default: libuv's thread pool size, UV_THREADPOOL_SIZE or 4). */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  UV_THREADPOOL_SIZE: z.coerce.number().int().min(1).max(1024).optional(),
  /** Password hashes waiting beyond those running before the next is refused (503 + Retry-After). */
  PASSWORD_QUEUE_MAX: z.coerce.number().int().min(0).max(100_000).default(1000),
  /** …and no more than are expected to start hashing within this many milliseconds. */
  PASSWORD_QUEUE_MAX_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * Load shedding: while turns of the event loop last over a quarter of this, a share of the
   * requests is answered 503 with Retry-After (decision 025); 0: never.
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Unset: each seed audio has its own length (5–15 minutes); set: every one lasts this long. */
  SEED_AUDIO_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  TRUST_PROXY: boolish,
  /**
   * Web Push (practice reminders as notifications): the VAPID key pair, base64url as
   * \`web-push generate-vapid-keys\` prints it; local default: a pair generated once under DATA_DIR;
   * unset in production: no push notifications (reminders go by e-mail).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  /** Who the push services may contact about our messages: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  /**
   * The push services the server sends to (host names; a subscription elsewhere is refused):
   * default the browsers' own (Google, Mozilla, Apple, Microsoft).
   */
  PUSH_SERVICES: z.string().optional(),
  /** `off`: the public catalogue is read from the database on every request (decision 023). */
  CATALOGUE_CACHE: z.enum(['on', 'off']).default('on'),
  /**
   * `off`: the process serves requests and does no background work (no e-mail sent, no renewal,
   * reminder or expiry run): for a restored copy, a maintenance shell, a read-only standby.
   */
  BACKGROUND_WORK: z.enum(['on', 'off']).default('on'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  mode: 'local' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  secureCookies: boolean;
  appSecret: string;
  admin: { email: string; password: string; generated: boolean };
  contactEmail: string;
  /** The business identity: from COMPANY_*, CONTACT_EMAIL, PRIVACY_EMAIL and *_URL (social). */
  identity: SiteIdentity;
  mailFrom: string;
  smtpUrl: string | undefined;
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
  /** PayPal beside the card; absent: the local PayPal simulator in local mode, no PayPal in production. */
  paypal:
    | {
        clientId: string;
        clientSecret: string;
        webhookId: string;
        env: 'sandbox' | 'live';
        apiBase: string | undefined;
      }
    | undefined;
  billingGraceDays: number;
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        publicUrl: string | undefined;
      }
    | undefined;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  rateLimitMultiplier: number;
  clientApiKey: string | undefined;
  clientApiSecret: string | undefined;
  /** Web Push: the VAPID keys and the push services sent to; undefined: no push notifications. */
  push: PushConfig | undefined;
  gtmId: string | undefined;
  /** The store listings' addresses (the web's store badges link them); unset: none published. */
  storeUrls: { android?: string; ios?: string };
  logLevel: Env['LOG_LEVEL'];
  logFormat: 'pretty' | 'json';
  metricsToken: string | undefined;
  maxEventLoopDelayMs: number;
  /** argon2 hashes at once, and how many may wait (lib/password.ts). */
  passwordHashConcurrency: number;
  passwordQueueMax: number;
  passwordQueueMaxWaitMs: number;
  /** Overrides every seed audio's length (tests, benchmarks); unset: 5–15 minutes each. */
  seedAudioSeconds: number | undefined;
  trustProxy: boolean;
  /** Whether the public catalogue is kept in memory between changes (decision 023). */
  catalogueCache: boolean;
  /** Whether this process runs the background work (BACKGROUND_WORK): e-mail delivery and what falls due. */
  backgroundWork: boolean;
  /** Things an operator must hear about at start (printed loudly by main.ts). */
  warnings: string[];
}

export interface PushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** Host names of the push services; a subscription's host must be one of them or under one. */
  services: string[];
}

/** The browsers' push services (Chrome/Edge/Opera, Firefox, Safari, Windows). */
export const DEFAULT_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
];

/** A VAPID key pair generated once and kept under DATA_DIR, for local mode only. */
function localVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file))
    return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}

export class ConfigError extends Error {}

/** A secret generated once and kept under DATA_DIR, for local mode only. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function pushConfig(env: Env, production: boolean, dataDir: string, contact: string): PushConfig | undefined {
  const keys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : production
        ? undefined
        : localVapidKeys(dataDir);
  if (!keys) return undefined;
  const services = env.PUSH_SERVICES?.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return {
    ...keys,
    subject: env.VAPID_SUBJECT ?? `mailto:${contact}`,
    services: services?.length ? services : DEFAULT_PUSH_SERVICES,
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset (as in a .env file with `KEY=`).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';

  if (production) {
    const missing = [
      'APP_SECRET',
      'PUBLIC_URL',
      'DATABASE_URL',
      'ADMIN_PASSWORD',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'COMPANY_NAME',
      'COMPANY_TAX_ID',
      'COMPANY_ADDRESS',
      'CONTACT_EMAIL',
      'PRIVACY_EMAIL',
      'MAIL_FROM',
      // Without a mail server no one could confirm an address (local mode keeps mail in the outbox).
      'SMTP_URL',
    ].filter((k) => !env[k as keyof Env]);
    if (missing.length > 0) {
      throw new ConfigError(`Missing required configuration for production: ${missing.join(', ')}`);
    }
    // Cookies are Secure only on https: production never hands sessions out over plain HTTP.
    if (!env.PUBLIC_URL?.startsWith('https://')) {
      throw new ConfigError(
        'Invalid configuration:\n  - PUBLIC_URL: must be an https:// URL in production (TLS may end at the reverse proxy)',
      );
    }
  }

  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  - VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither',
    );
  }

  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    // One without the other would leave the local checkout simulator answering next to real keys.
    throw new ConfigError(
      'Invalid configuration:\n  - STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both or neither',
    );
  }

  const paypalKeys = [env.PAYPAL_CLIENT_ID, env.PAYPAL_CLIENT_SECRET, env.PAYPAL_WEBHOOK_ID];
  if (paypalKeys.some(Boolean) && !paypalKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  - PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID go together: set all three or none',
    );
  }
  const paypal =
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET && env.PAYPAL_WEBHOOK_ID
      ? {
          clientId: env.PAYPAL_CLIENT_ID,
          clientSecret: env.PAYPAL_CLIENT_SECRET,
          webhookId: env.PAYPAL_WEBHOOK_ID,
          env: env.PAYPAL_ENV,
          apiBase: env.PAYPAL_API_BASE,
        }
      : undefined;

  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiBase: env.STRIPE_API_BASE,
        }
      : undefined;

  const identity: SiteIdentity = {
    companyName: env.COMPANY_NAME ?? LOCAL_IDENTITY.companyName,
    taxId: env.COMPANY_TAX_ID ?? LOCAL_IDENTITY.taxId,
    address: env.COMPANY_ADDRESS ?? LOCAL_IDENTITY.address,
    contactEmail: env.CONTACT_EMAIL ?? LOCAL_IDENTITY.contactEmail,
    privacyEmail: env.PRIVACY_EMAIL ?? LOCAL_IDENTITY.privacyEmail,
    social: Object.fromEntries(
      SOCIAL_NETWORKS.flatMap((network) => {
        const url = env[`${network.toUpperCase()}_URL` as 'INSTAGRAM_URL'];
        return url ? [[network, url]] : [];
      }),
    ),
  };

  const warnings: string[] = [];
  if (!production && env.PUBLIC_URL && !isLocalHost(new URL(env.PUBLIC_URL).hostname)) {
    warnings.push(
      `PUBLIC_URL is ${env.PUBLIC_URL} but NODE_ENV is not "production": this is LOCAL MODE, with the development helpers (e-mail outbox, checkout simulator) and a generated secret. Set NODE_ENV=production for a public deployment.`,
    );
  }

  return {
    mode: production ? 'production' : 'local',
    port: env.PORT,
    // Local mode is for this machine: it listens on the loopback interface unless HOST says otherwise.
    host: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    appSecret: env.APP_SECRET ?? localSecret(dataDir),
    admin: {
      email: env.ADMIN_EMAIL.toLowerCase(),
      password: env.ADMIN_PASSWORD ?? 'Sanarte!2026',
      generated: !env.ADMIN_PASSWORD,
    },
    contactEmail: identity.contactEmail,
    identity,
    mailFrom: env.MAIL_FROM ?? 'Sanarte <no-responder@sanarte.localhost>',
    smtpUrl: env.SMTP_URL,
    stripe,
    paypal,
    billingGraceDays: env.BILLING_GRACE_DAYS,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL,
        }
      : undefined,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.OIDC_ISSUER,
          }
        : undefined,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
    clientApiKey: env.CLIENT_API_KEY,
    clientApiSecret: env.CLIENT_API_SECRET,
    push: pushConfig(env, production, dataDir, identity.contactEmail),
    gtmId: env.GTM_ID,
    storeUrls: { android: env.PLAY_STORE_URL, ios: env.APP_STORE_URL },
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (production ? 'json' : 'pretty'),
    metricsToken: env.METRICS_TOKEN,
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
    passwordHashConcurrency: env.PASSWORD_HASH_CONCURRENCY ?? env.UV_THREADPOOL_SIZE ?? 4,
    passwordQueueMax: env.PASSWORD_QUEUE_MAX,
    passwordQueueMaxWaitMs: env.PASSWORD_QUEUE_MAX_WAIT_MS,
    seedAudioSeconds: env.SEED_AUDIO_SECONDS,
    trustProxy: env.TRUST_PROXY,
    catalogueCache: env.CATALOGUE_CACHE === 'on',
    backgroundWork: env.BACKGROUND_WORK === 'on',
    warnings,
  };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}
