import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip as gzipCallback, constants as zlibConstants } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { LIMITS, es } from '@sanarte/shared';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { type ZodTypeProvider, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet, { type HelmetOptions } from 'helmet';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { type Clock, systemClock } from './adapters/clock.js';
import { type MailTransport, logTransport, smtpTransport } from './adapters/mail.js';
import { type OidcProvider, openIdProvider } from './adapters/oidc.js';
import { type SimulatorProvider, simulatorProvider } from './adapters/payments/simulator.js';
import { stripeProvider } from './adapters/payments/stripe.js';
import type { PaymentProvider } from './adapters/payments/types.js';
import { LocalStorage } from './adapters/storage/local.js';
import { S3Storage } from './adapters/storage/s3.js';
import type { Storage } from './adapters/storage/types.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { deriveKey } from './lib/crypto.js';
import { type OnceStore, memoryOnceStore, redisOnceStore } from './lib/once.js';
import { LOGIN_THROTTLE, loginThrottle, memoryFailureStore, redisFailureStore } from './lib/limiter.js';
import {
  type AccessLevel,
  registerAccessControl,
  registerRequestAuth,
  sessionCookies,
} from './modules/auth/auth.plugin.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { authService } from './modules/auth/auth.service.js';
import { emailTokensRepository } from './modules/auth/email-tokens.repository.js';
import { googleRoutes } from './modules/auth/google.routes.js';
import { sessionsRepository } from './modules/auth/sessions.repository.js';
import { accessTokens } from './modules/auth/tokens.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { devRoutes } from './modules/dev/dev.routes.js';
import { accessRepository } from './modules/library/access.repository.js';
import { accessService } from './modules/library/access.service.js';
import { libraryRoutes } from './modules/library/library.routes.js';
import { mailRepository } from './modules/mail/mail.repository.js';
import { type MailService, mailService } from './modules/mail/mail.service.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { paymentsService } from './modules/payments/payments.service.js';
import { simulatorRoutes } from './modules/payments/simulator.routes.js';
import { plansRoutes } from './modules/plans/plans.routes.js';
import { playbackRoutes } from './modules/stats/playback.routes.js';
import { playbackService } from './modules/stats/playback.service.js';
import { statsRoutes } from './modules/stats/stats.routes.js';
import { storageRoutes } from './modules/storage/storage.routes.js';
import { subscriptionsRepository } from './modules/subscriptions/subscriptions.repository.js';
import { testsRoutes } from './modules/tests/tests.routes.js';
import { trialRoutes } from './modules/tests/trial.routes.js';
import { usersAdminRoutes } from './modules/users/users.admin.routes.js';
import { usersRepository } from './modules/users/users.repository.js';
import { usersService } from './modules/users/users.service.js';
import { registerCanonicalHost } from './plugins/canonical-host.js';
import { registerErrorHandling, registerNotFound } from './plugins/errors.js';
import {
  registerApiCaching,
  registerClientHeaders,
  registerNulGuard,
  registerXsrf,
} from './plugins/security.js';

z.config(z.locales.es());

export interface RateLimitTier {
  max: number;
  timeWindow: number;
}

export interface AppDeps {
  config: Config;
  database: Database;
  storage: Storage;
  clock: Clock;
  mail: MailService;
  /** Every route registered (method and URL pattern): tests walk them all. */
  routes: { method: string; url: string; access: AccessLevel | undefined }[];
  /** Background work main.ts runs periodically. */
  jobs: { expireSubscriptions(): Promise<number> };
  rateLimits: Record<'auth' | 'writes' | 'reads' | 'contact', RateLimitTier>;
  /** Things that may be used once (upload URLs), shared through Redis when configured. */
  once: OnceStore;
}

export interface BuildOptions {
  config: Config;
  database: Database;
  storage?: Storage;
  clock?: Clock;
  mailTransport?: MailTransport;
  /** Hosted checkout; defaults to Stripe when configured, else the local simulator. */
  payments?: PaymentProvider;
  /** Google sign-in; defaults to the configured provider, or none. */
  oidc?: OidcProvider | null;
  /** Built web app to serve; null serves none (API tests). Defaults to apps/web/dist if present. */
  webDist?: string | null;
  logger?: boolean;
}

export function defaultStorage(config: Config): Storage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage(path.join(config.dataDir, 'media'), deriveKey(config.appSecret, 'media'));
}

export function defaultWebDist(): string | null {
  const candidates = [
    path.resolve(import.meta.dirname, '../../web/dist'),
    path.resolve(import.meta.dirname, '../../../apps/web/dist'),
  ];
  return candidates.find((p) => existsSync(path.join(p, 'index.html'))) ?? null;
}

function rateLimitTiers(multiplier: number): AppDeps['rateLimits'] {
  const tier = (max: number) => ({ max: Math.ceil(max * multiplier), timeWindow: 60_000 });
  return { auth: tier(10), writes: tier(100), reads: tier(1000), contact: tier(5) };
}

function cspOrigins(config: Config): string[] {
  const origins: string[] = [];
  const s3 = config.s3?.publicUrl ?? config.s3?.endpoint;
  if (s3) origins.push(new URL(s3).origin);
  else if (config.s3) origins.push(`https://${config.s3.bucket}.s3.${config.s3.region}.amazonaws.com`);
  return origins;
}

/** Builds the whole application without listening: main.ts and every test use it. */
export async function buildApp(opts: BuildOptions): Promise<{ app: FastifyInstance; deps: AppDeps }> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    bodyLimit: LIMITS.jsonBodyLimitBytes,
    trustProxy: config.trustProxy,
    // On SIGTERM, requests already on a connection are served; new connections are refused so a
    // load balancer retries them elsewhere (no 5xx from a deploy).
    return503OnClosing: false,
    routerOptions: { maxParamLength: 1024 },
    // Malformed URLs and over-long parameters answer like any other bad input.
    frameworkErrors: (err, _req, reply) => {
      const r = reply as unknown as import('fastify').FastifyReply;
      r.status(err.statusCode ?? 400).send({ success: false, message: es.errors.invalidInput });
    },
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const transport =
    opts.mailTransport ??
    (config.smtpUrl ? smtpTransport(config.smtpUrl) : logTransport((m) => app.log.info(m)));
  const mail = mailService({
    repo: mailRepository(database.db),
    transport,
    from: config.mailFrom,
    log: app.log,
  });
  const deps: AppDeps = {
    config,
    database,
    storage: opts.storage ?? defaultStorage(config),
    clock: opts.clock ?? systemClock,
    mail,
    jobs: { expireSubscriptions: async () => 0 },
    routes: [],
    rateLimits: rateLimitTiers(config.rateLimitMultiplier),
    once: memoryOnceStore(() => (opts.clock ?? systemClock).now().getTime()),
  };

  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) {
      deps.routes.push({ method, url: r.url, access: r.config?.access });
    }
  });
  registerErrorHandling(app);
  if (config.mode === 'local') registerCanonicalHost(app, config.publicUrl);
  await app.register(fastifyCookie, { secret: deriveKey(config.appSecret, 'cookie') });

  const extra = cspOrigins(config);
  const gtm = config.gtmId ? ['https://www.googletagmanager.com'] : [];
  // Helmet's headers are the same for every response: computed once here, set by one hook
  // (@fastify/helmet rebuilt them on every request).
  const securityHeaders = staticSecurityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...gtm],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra, ...gtm],
        mediaSrc: ["'self'", 'blob:', ...extra],
        connectSrc: ["'self'", ...extra, ...gtm],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  redis?.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
  if (redis) deps.once = redisOnceStore(redis, `${config.redisPrefix}once:`);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}rl:`, skipOnError: true } : {}),
    errorResponseBuilder: () => ({
      statusCode: 429,
      success: false,
      message: es.errors.tooManyRequests,
    }),
  });

  registerNulGuard(app);
  registerClientHeaders(app, config);

  app.get('/health', async (_req, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ success: false, message: es.errors.unavailable });
    }
  });

  const usersRepo = usersRepository(database.db);
  const sessions = sessionsRepository(database.db);
  const tokens = accessTokens(config.appSecret, deps.clock);
  const nowMs = () => deps.clock.now().getTime();
  const auth = authService({
    config,
    clock: deps.clock,
    users: usersRepo,
    sessions,
    emailTokens: emailTokensRepository(database.db),
    tokens,
    mail,
    storage: deps.storage,
    throttle: loginThrottle(
      redis
        ? redisFailureStore(redis, `${config.redisPrefix}login-fail:`, LOGIN_THROTTLE.windowMs)
        : memoryFailureStore(LOGIN_THROTTLE.windowMs, nowMs),
      nowMs,
    ),
  });
  const users = usersService({ repo: usersRepo, clock: deps.clock });
  registerRequestAuth(app, { config, tokens, sessions, users: usersRepo, clock: deps.clock });
  // Who may call a route is decided before its body is parsed or validated, then XSRF.
  registerAccessControl(app);
  registerXsrf(app, config);
  const session = sessionCookies(config);
  registerApiCaching(app, [session.access, session.refresh]);

  const oidc =
    opts.oidc !== undefined
      ? opts.oidc
      : config.google
        ? openIdProvider({ ...config.google, redirectUri: `${config.publicUrl}/login/token/callback` })
        : null;
  await app.register(authRoutes({ ...deps, auth, users }));
  await app.register(googleRoutes({ ...deps, auth, users, usersRepo, oidc }));
  const accessRepo = accessRepository(database.db);
  const access = accessService({ repo: accessRepo, clock: deps.clock });
  const playback = playbackService({ db: database.db, clock: deps.clock });
  await app.register(testsRoutes({ ...deps, users, access }));
  await app.register(trialRoutes({ ...deps, users, access, accessRepo, playback }));
  await app.register(playbackRoutes({ ...deps, access, accessRepo, playback }));
  await app.register(libraryRoutes({ ...deps, access, accessRepo, playback }));
  const subscriptions = subscriptionsRepository();
  let simulator: SimulatorProvider | null = null;
  const provider =
    opts.payments ??
    (config.stripe
      ? stripeProvider(config.stripe)
      : (simulator = simulatorProvider({
          db: database.db,
          clock: deps.clock,
          publicUrl: config.publicUrl,
          signingKey: deriveKey(config.appSecret, 'checkout-simulator'),
        })));
  if (provider.kind === 'simulator' && config.mode === 'production') {
    throw new Error(
      'The checkout simulator is refused in production: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
    );
  }
  const payments = paymentsService({
    db: database.db,
    clock: deps.clock,
    config,
    provider,
    access,
    subscriptions,
  });
  deps.jobs.expireSubscriptions = () => subscriptions.expireDue(database.db, deps.clock.now());
  await app.register(paymentsRoutes({ ...deps, payments, users }));
  if (!config.stripe) await app.register(simulatorRoutes({ ...deps, payments, simulator }));
  await app.register(plansRoutes(deps));
  await app.register(usersAdminRoutes({ ...deps, usersRepo, sessions }));
  await app.register(statsRoutes(deps));
  await app.register(catalogueRoutes(deps));
  await app.register(contactRoutes(deps));
  await app.register(mediaRoutes(deps));
  await app.register(storageRoutes(deps));
  await app.register(devRoutes(deps));

  const webDist = opts.webDist === undefined ? defaultWebDist() : opts.webDist;
  registerNotFound(app, webDist ? await registerWeb(app, webDist, config.gtmId) : undefined);

  app.addHook('onClose', async () => {
    await mail.stop();
    transport.close?.();
    redis?.disconnect();
    if (deps.storage instanceof LocalStorage) await deps.storage.closeOpenFiles();
  });

  return { app, deps };
}

/** The headers helmet sets for these options (it sets the same ones on every response). */
export function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * The built SPA: hashed assets cached for a year, index.html never cached, client routes fall back
 * to it. Text files are sent Brotli- or gzip-compressed from the copies the web build wrote beside
 * them (apps/web/scripts/compress.mjs); index.html, which may carry the tag manager's id, is
 * compressed once at start.
 */
async function registerWeb(app: FastifyInstance, root: string, gtmId: string | undefined) {
  // The tag manager is loaded only when configured: the page learns its id from a meta tag.
  const raw = await readFile(path.join(root, 'index.html'), 'utf8');
  const indexHtml = Buffer.from(
    gtmId ? raw.replace('</head>', `<meta name="gtm-id" content="${gtmId}"></head>`) : raw,
  );
  const [indexBr, indexGzip] = await Promise.all([
    brotli(indexHtml, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(indexHtml, { level: 9 }),
  ]);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (filePath.endsWith('.html')) {
        res.header('cache-control', 'no-cache');
      } else {
        res.header('cache-control', 'public, max-age=86400');
      }
    },
  });
  const sendIndex = (reply: FastifyReply) => {
    const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding === 'br') return reply.header('content-encoding', 'br').send(indexBr);
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(indexGzip);
    return reply.send(indexHtml);
  };
  app.get('/', (_req, reply) => sendIndex(reply));
  return sendIndex;
}

/** 'br', 'gzip' or null, from an Accept-Encoding header (a coding with q=0 is refused). */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
