import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { deriveKey } from '../lib/crypto.js';
import { redisInsurance } from '../lib/insurance.js';
import {
  ACCOUNT_MAIL_LIMIT,
  type FailureStore,
  LOGIN_THROTTLE,
  memoryFailureStore,
  redisFailureStore,
} from '../lib/limiter.js';
import type { Metrics } from '../lib/metrics.js';
import { type OnceStore, memoryOnceStore, redisOnceStore } from '../lib/once.js';
import { timedProvider } from '../lib/provider-calls.js';
import { type ChangeFeed, changeFeed } from './change-feed.js';
import { type Clock, ManualClock, systemClock } from './clock.js';
import { type JobRunner, jobRunner } from './job-runner.js';
import { type MailTransport, logTransport, smtpTransport } from './mail.js';
import { type OidcProvider, openIdProvider } from './oidc.js';
import { type PaypalSimulator, paypalSimulator } from './payments/paypal-simulator.js';
import { type PaypalTransport, fetchTransport, paypalProvider } from './payments/paypal.js';
import { type PaymentProviders, paymentProviders } from './payments/providers.js';
import { type SimulatorProvider, simulatorProvider } from './payments/simulator.js';
import { stripeProvider } from './payments/stripe.js';
import type { PaymentProvider } from './payments/types.js';
import { type PushSender, webPushSender } from './push.js';
import { LocalStorage } from './storage/local.js';
import { S3Storage } from './storage/s3.js';
import type { Storage } from './storage/types.js';

/** Adapters a caller (a test, a load run) may hand in instead of the configured ones. */
export interface AdapterOverrides {
  storage?: Storage;
  clock?: Clock;
  mailTransport?: MailTransport;
  /** Hosted checkout; defaults to Stripe when configured, else the local simulator. */
  payments?: PaymentProvider;
  /** How PayPal's API is reached; defaults to the network (or the local PayPal simulator). */
  paypalTransport?: PaypalTransport;
  /** Google sign-in; defaults to the configured provider, or none. */
  oidc?: OidcProvider | null;
  /** Web Push; defaults to `web-push` with the configured VAPID keys, or none. */
  push?: PushSender | null;
}

/** Every external service the application talks to, each an embedded default or its production peer. */
export interface Adapters {
  clock: Clock;
  storage: Storage;
  mailTransport: MailTransport;
  /** The card's provider and, where offered, PayPal's, as one. */
  payments: PaymentProviders;
  /** The local checkout simulator when it is the payment provider (its pages need it). */
  simulator: SimulatorProvider | null;
  /** The local PayPal simulator when PayPal is not configured, in local mode (its pages need it). */
  paypalSimulator: PaypalSimulator | null;
  oidc: OidcProvider | null;
  /** Web Push to the push services (config.push), or none. */
  push: PushSender | null;
  /** Shared state between processes; absent: in-process stores. */
  redis: Redis | undefined;
  /** Shared through Redis while it answers, in-process while it does not (lib/insurance.ts). */
  once: OnceStore;
  loginFailures: FailureStore;
  /** Account e-mails per recipient address (ACCOUNT_MAIL_LIMIT). */
  accountMails: FailureStore;
  /** Changes to the catalogue tables committed by anyone, heard on a listening connection. */
  catalogueChanges: ChangeFeed;
  /** The durable job runner, on the application's database (started by the jobs service). */
  jobRunner: JobRunner;
  close(): Promise<void>;
}

export function defaultStorage(config: Config): Storage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage(path.join(config.dataDir, 'media'), deriveKey(config.appSecret, 'media'));
}

/** Chooses each adapter from the configuration: the one place that does. */
export function createAdapters(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  metrics: Pick<Metrics, 'providerDuration' | 'redisErrors'>,
  overrides: AdapterOverrides = {},
): Adapters {
  // Local mode's clock can be moved forward (POST /api/dev/clock/advance) to show renewals happen.
  const clock = overrides.clock ?? (config.mode === 'local' ? new ManualClock() : systemClock);
  const nowMs = () => clock.now().getTime();
  const storage = overrides.storage ?? defaultStorage(config);
  const mailTransport =
    overrides.mailTransport ??
    (config.smtpUrl ? smtpTransport(config.smtpUrl) : logTransport((m) => log.info(m)));

  const simulator =
    overrides.payments || config.stripe
      ? null
      : simulatorProvider({
          db: database.db,
          clock,
          publicUrl: config.publicUrl,
          signingKey: deriveKey(config.appSecret, 'checkout-simulator'),
          graceDays: config.billingGraceDays,
        });
  const card = overrides.payments ?? (config.stripe ? stripeProvider(config.stripe) : simulator);
  if (!card) throw new Error('No payment provider');
  if (card.kind === 'simulator' && config.mode === 'production') {
    throw new Error(
      'The checkout simulator is refused in production: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
    );
  }
  // PayPal: configured, or its simulator beside the card's in a wholly local setup (no Stripe key);
  // production without it offers the card only.
  const paypalSim =
    config.paypal || config.stripe || config.mode !== 'local'
      ? null
      : paypalSimulator({
          clientId: 'sanarte-local',
          clientSecret: deriveKey(config.appSecret, 'paypal-simulator'),
          webhookId: 'WH-LOCAL-SIMULATOR',
          now: () => clock.now(),
          pagesBase: `${config.publicUrl}/dev/paypal`,
          stateFile: path.join(config.dataDir, 'paypal-simulator.json'),
        });
  const paypalSettings =
    config.paypal ??
    (paypalSim && {
      clientId: 'sanarte-local',
      clientSecret: deriveKey(config.appSecret, 'paypal-simulator'),
      webhookId: 'WH-LOCAL-SIMULATOR',
      env: 'sandbox' as const,
      apiBase: undefined,
    });
  const paypal = paypalSettings
    ? paypalProvider(paypalSettings, {
        transport:
          overrides.paypalTransport ??
          (paypalSim ? paypalSim.handle : fetchTransport(paypalSettings.apiBase)),
        now: () => clock.now(),
        ...(paypalSim ? { portalUrl: (payer: string) => paypalSim.portalUrl(payer) } : {}),
      })
    : null;

  const oidc =
    overrides.oidc !== undefined
      ? overrides.oidc
      : config.google
        ? openIdProvider({ ...config.google, redirectUri: `${config.publicUrl}/login/token/callback` })
        : null;

  const push =
    overrides.push !== undefined ? overrides.push : config.push ? webPushSender(config.push) : null;

  // While Redis is unreachable a command fails at once (no offline queue) or after a second (a
  // connection that hangs), and the counters answer from the process (insurance, below); ioredis
  // keeps reconnecting on its own.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
        commandTimeout: 1000,
      })
    : undefined;
  redis?.on('error', (err) => {
    metrics.redisErrors.inc();
    log.warn({ err: err.message }, 'redis error');
  });
  const insurance = redis ? redisInsurance(redis, log) : null;
  const prefix = config.redisPrefix;
  const failures = (name: string, windowMs: number) => {
    const local = memoryFailureStore(windowMs, nowMs);
    return redis && insurance
      ? insurance.insure(redisFailureStore(redis, `${prefix}${name}:`, windowMs), local)
      : local;
  };
  const catalogueChanges = changeFeed(database, log);

  // The calls that leave the machine are timed by provider (S3, SMTP, Stripe; their stand-ins in tests).
  const timed = <T extends object>(adapter: T, provider: string | null) =>
    provider ? timedProvider(adapter, provider, metrics) : adapter;
  return {
    clock,
    storage: timed(storage, storage instanceof S3Storage ? 's3' : null),
    mailTransport: timed(mailTransport, config.smtpUrl && !overrides.mailTransport ? 'smtp' : null),
    payments: paymentProviders(
      timed(card, card.kind === 'stripe' ? 'stripe' : null),
      paypal && timed(paypal, config.paypal ? 'paypal' : null),
    ),
    simulator,
    paypalSimulator: paypalSim,
    oidc,
    push: push && timed(push, overrides.push === undefined ? 'push' : null),
    redis,
    once:
      redis && insurance
        ? insurance.insure(redisOnceStore(redis, `${prefix}once:`), memoryOnceStore(nowMs))
        : memoryOnceStore(nowMs),
    loginFailures: failures('login-fail', LOGIN_THROTTLE.windowMs),
    accountMails: failures('mail-to', ACCOUNT_MAIL_LIMIT.windowMs),
    catalogueChanges,
    jobRunner: jobRunner(database, log),
    async close() {
      await catalogueChanges.close();
      mailTransport.close?.();
      redis?.disconnect();
      if (storage instanceof LocalStorage) await storage.closeOpenFiles();
    },
  };
}
