import { LIMITS, es } from '@sanarte/shared';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { type ZodTypeProvider, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AdapterOverrides, type Adapters, createAdapters } from './adapters/index.js';
import type { Storage } from './adapters/storage/types.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { loggerOptions } from './lib/logging.js';
import { createMetrics } from './lib/metrics.js';
import type { OnceStore } from './lib/once.js';
import { configurePasswordGate } from './lib/password.js';
import { rateLimitTiers } from './lib/rate-limits.js';
import { zodSerializerCompiler } from './lib/serializer.js';
import { isBackOfficeUser, sessionCookies } from './modules/auth/auth.plugin.js';
import { type Services, authenticate, createServices, registerModules } from './modules/index.js';
import type { MailService } from './modules/mail/mail.service.js';
import { registerCanonicalHost } from './plugins/app/canonical-host.js';
import { cdnFastPath } from './plugins/app/cdn-fast-path.js';
import { registerErrorHandling, registerNotFound } from './plugins/app/errors.js';
import { loadShedding, operationsRoutes } from './plugins/app/observability.js';
import { type RegisteredRoute, routeRegistry } from './plugins/app/route-registry.js';
import {
  registerApiCaching,
  registerClientHeaders,
  registerNulGuard,
  registerXsrf,
} from './plugins/app/security.js';
import { cookies } from './plugins/external/cookie.js';
import { securityHeaders } from './plugins/external/helmet.js';
import { rateLimits } from './plugins/external/rate-limit.js';
import { openApi } from './plugins/external/swagger.js';
import { type StaffName, defaultWebDist, webApp } from './plugins/external/web.js';

z.config(z.locales.es());

export interface BuildOptions extends AdapterOverrides {
  config: Config;
  database: Database;
  /** Built web app to serve; null serves none (API tests). Defaults to apps/web/dist if present. */
  webDist?: string | null;
  logger?: boolean;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

/** What the process (main.ts) and the tests reach into after building. */
export interface BuiltApp {
  mail: MailService;
  storage: Storage;
  /** Background work main.ts runs periodically. */
  jobs: Services['jobs'];
  /** Every route registered (method and URL pattern): tests walk them all. */
  routes: readonly RegisteredRoute[];
  payments: Services['payments'];
  simulator: Adapters['simulator'];
  /** The catalogue tables' change notices (decision 023): tests wait for their own SQL to be heard. */
  catalogueChanges: Adapters['catalogueChanges'];
  /** The public catalogue cache (tests watch whether it is live). */
  catalogueCache: Services['catalogueCache'];
}

/** Builds the whole application without listening: main.ts and every test use it. */
export async function buildApp(opts: BuildOptions): Promise<{ app: FastifyInstance; deps: BuiltApp }> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config, opts.logStream),
    bodyLimit: LIMITS.jsonBodyLimitBytes,
    trustProxy: config.trustProxy,
    // On SIGTERM, requests already on a connection are served; new connections are refused so a
    // load balancer retries them elsewhere (no 5xx from a deploy).
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 1024 },
    // Malformed URLs and over-long parameters answer like any other bad input.
    frameworkErrors: (err, _req, reply) => {
      (reply as unknown as FastifyReply)
        .status(err.statusCode ?? 400)
        .send({ success: false, message: es.errors.invalidInput });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);

  configurePasswordGate({
    concurrency: config.passwordHashConcurrency,
    maxQueued: config.passwordQueueMax,
    maxWaitMs: config.passwordQueueMaxWaitMs,
  });
  const adapters = createAdapters(config, database, app.log, opts);
  const metrics = createMetrics();
  const ctx = {
    config,
    database,
    adapters,
    rateLimits: rateLimitTiers(config.rateLimitMultiplier),
    log: app.log,
    metrics,
  };
  const services = createServices(ctx);
  metrics.gaugeAtScrape(
    'sanarte_catalogue_change_feed_listening',
    'Whether the catalogue change feed listens (1), so the public catalogue is served from memory; 0: read from the database.',
    async (set) => set({}, adapters.catalogueChanges.listening ? 1 : 0),
  );
  const routes = routeRegistry(app);

  // Cross-cutting plugins, in the order a request meets them.
  registerErrorHandling(app);
  if (config.mode === 'local') registerCanonicalHost(app, config.publicUrl);
  await cookies(app, config);
  // Load shedding as early as it can answer (503 before any real work), and request durations.
  await loadShedding(app, config, metrics);
  const headers = await securityHeaders(app, config);
  await rateLimits(app, config, adapters.redis);
  await openApi(app, config);
  registerNulGuard(app);
  registerClientHeaders(app, config);
  // Then who is calling (401/403 before the body is read), the XSRF check, and no-store answers.
  authenticate(app, ctx, services);
  registerXsrf(app, config);
  registerApiCaching(
    app,
    Object.values(sessionCookies(config)).filter((v) => typeof v === 'string'),
  );

  operationsRoutes(app, {
    config,
    database,
    redis: adapters.redis,
    metrics,
    mailBacklog: services.mail.backlog,
  });
  await registerModules(app, ctx, services);
  // The common /cdn request, answered before Fastify's request handling (decisions 018 and 031).
  if (services.media) {
    const logRequests = opts.logger !== false && ['info', 'debug', 'trace'].includes(config.logLevel);
    cdnFastPath(app, { media: services.media, securityHeaders: headers.media, metrics, logRequests });
  }
  const webDist = opts.webDist === undefined ? defaultWebDist() : opts.webDist;
  // The dashboard's outline greets the back-office member the back-office itself would let in.
  const staffName: StaffName = async (request) => {
    const auth = await request.auth();
    return auth?.user.isVerified && isBackOfficeUser(auth.user) ? auth.user.name : null;
  };
  registerNotFound(app, webDist ? await webApp(app, webDist, config, staffName) : undefined);

  app.addHook('onClose', async () => {
    await services.mail.stop();
    await adapters.close();
  });
  return {
    app,
    deps: {
      mail: services.mail,
      storage: adapters.storage,
      jobs: services.jobs,
      routes,
      // Tests drive the webhook handler and the local simulator directly.
      payments: services.payments,
      simulator: adapters.simulator,
      catalogueChanges: adapters.catalogueChanges,
      catalogueCache: services.catalogueCache,
    },
  };
}
