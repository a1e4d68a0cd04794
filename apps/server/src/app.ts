import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { es, LIMITS } from '@sanarte/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { type Clock, systemClock } from './adapters/clock.js';
import { logTransport, type MailTransport, smtpTransport } from './adapters/mail.js';
import { LocalStorage } from './adapters/storage/local.js';
import { S3Storage } from './adapters/storage/s3.js';
import type { Storage } from './adapters/storage/types.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { deriveKey } from './lib/crypto.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { devRoutes } from './modules/dev/dev.routes.js';
import { mailRepository } from './modules/mail/mail.repository.js';
import { type MailService, mailService } from './modules/mail/mail.service.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { plansRoutes } from './modules/plans/plans.routes.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerClientHeaders, registerXsrf } from './plugins/security.js';

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
  rateLimits: Record<'auth' | 'writes' | 'reads' | 'contact', RateLimitTier>;
}

export interface BuildOptions {
  config: Config;
  database: Database;
  storage?: Storage;
  clock?: Clock;
  mailTransport?: MailTransport;
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
    return503OnClosing: true,
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
    rateLimits: rateLimitTiers(config.rateLimitMultiplier),
  };

  registerErrorHandling(app);
  await app.register(fastifyCookie, { secret: deriveKey(config.appSecret, 'cookie') });

  const extra = cspOrigins(config);
  const gtm = config.gtmId ? ['https://www.googletagmanager.com'] : [];
  await app.register(fastifyHelmet, {
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

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  redis?.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'sanarte-rl:', skipOnError: true } : {}),
    errorResponseBuilder: () => ({
      statusCode: 429,
      success: false,
      message: es.errors.tooManyRequests,
    }),
  });

  registerClientHeaders(app, config);
  registerXsrf(app, config);

  app.get('/health', async (_req, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ success: false, message: es.errors.unavailable });
    }
  });

  await app.register(plansRoutes(deps));
  await app.register(catalogueRoutes(deps));
  await app.register(contactRoutes(deps));
  await app.register(mediaRoutes(deps));
  await app.register(devRoutes(deps));

  const webDist = opts.webDist === undefined ? defaultWebDist() : opts.webDist;
  if (webDist) await registerWeb(app, webDist);

  app.addHook('onClose', async () => {
    await mail.stop();
    transport.close?.();
    redis?.disconnect();
  });

  return { app, deps };
}

/** The built SPA: hashed assets cached for a year, index.html never cached, client routes fall back to it. */
async function registerWeb(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
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
  const sendIndex = (reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  app.get('/', (_req, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url.startsWith('/cdn/') || url === '/api';
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      // Unknown files with an extension are real 404s; everything else is a client route.
      if (!/\.[a-z0-9]{1,8}$/i.test(url.split('?')[0] ?? '')) return sendIndex(reply);
    }
    return reply.status(404).send({ success: false, message: es.errors.routeNotFound });
  });
}
