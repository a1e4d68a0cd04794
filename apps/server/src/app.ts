import type { FastifyInstance } from 'fastify';
import { type AdapterOverrides, type Adapters, createAdapters } from './adapters/index.js';
import type { Storage } from './adapters/storage/types.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createMetrics } from './lib/metrics.js';
import { configurePasswordGate } from './lib/password.js';
import { rateLimitTiers } from './lib/rate-limits.js';
import { backOfficeName, listenerName, sessionCookies } from './modules/auth/auth.plugin.js';
import { type Services, authenticate, createServices, registerModules } from './modules/index.js';
import type { MailService } from './modules/mail/mail.service.js';
import { registerCanonicalHost } from './plugins/app/canonical-host.js';
import { cdnFastPath } from './plugins/app/cdn-fast-path.js';
import { registerErrorHandling, registerNotFound } from './plugins/app/errors.js';
import { type HttpServerOptions, httpServer } from './plugins/app/http-server.js';
import { loadShedding, operationsRoutes } from './plugins/app/observability.js';
import { registerRequestIds } from './plugins/app/request-log.js';
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
import { defaultWebDist, webApp } from './plugins/external/web.js';

export interface BuildOptions extends AdapterOverrides, HttpServerOptions {
  config: Config;
  database: Database;
  /** Built web app to serve; null serves none (API tests). Defaults to apps/web/dist if present. */
  webDist?: string | null;
}

/** What the process (main.ts) and the tests reach into after building. */
export interface BuiltApp {
  mail: MailService;
  storage: Storage;
  /** The work nobody's request starts: main.ts starts it, tests run what is due. */
  jobs: Services['jobs'];
  /** Every route registered (method and URL pattern): tests walk them all. */
  routes: readonly RegisteredRoute[];
  payments: Services['payments'];
  simulator: Adapters['simulator'];
  paypalSimulator: Adapters['paypalSimulator'];
  /** The catalogue tables' change notices (decision 023): tests wait for their own SQL to be heard. */
  catalogueChanges: Adapters['catalogueChanges'];
  /** The public catalogue cache (tests watch whether it is live). */
  catalogueCache: Services['catalogueCache'];
  /** Scheduled publications: tests write their announcement pages. */
  releases: Services['releases'];
  /** Practice reminders: tests send the notifications' jobs. */
  reminders: Services['reminders'];
}

/** Builds the whole application without listening: main.ts and every test use it. */
export async function buildApp(opts: BuildOptions): Promise<{ app: FastifyInstance; deps: BuiltApp }> {
  const { config, database } = opts;
  const { app, newRequestId, logsRequests } = httpServer(config, opts);

  configurePasswordGate(config);
  const metrics = createMetrics();
  const adapters = createAdapters(config, database, app.log, metrics, opts);
  const ctx = {
    config,
    database,
    adapters,
    rateLimits: rateLimitTiers(config.rateLimitMultiplier),
    log: app.log,
    metrics,
  };
  const services = createServices(ctx);
  const routes = routeRegistry(app);

  // Cross-cutting plugins, in the order a request meets them.
  registerErrorHandling(app, metrics);
  registerRequestIds(app);
  if (config.mode === 'local') registerCanonicalHost(app, config.publicUrl);
  await cookies(app, config);
  // Load shedding as early as it can answer (503 before any real work), and request durations.
  await loadShedding(app, config, metrics);
  const headers = await securityHeaders(app, config);
  await rateLimits(app, config, adapters.redis, ctx.rateLimits, metrics);
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
    catalogueChanges: adapters.catalogueChanges,
  });
  await registerModules(app, ctx, services);
  // The common /cdn request, answered before Fastify's request handling (decisions 018 and 031).
  if (services.cdn) {
    const media = { cdn: services.cdn, securityHeaders: headers.media, metrics };
    cdnFastPath(app, { ...media, logRequests: logsRequests, requestId: newRequestId });
  }
  const webDist = opts.webDist === undefined ? defaultWebDist() : opts.webDist;
  registerNotFound(
    app,
    webDist
      ? await webApp(app, webDist, config, { staff: backOfficeName, listener: listenerName })
      : undefined,
  );

  app.addHook('onClose', async () => {
    await services.jobs.stop();
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
      paypalSimulator: adapters.paypalSimulator,
      catalogueChanges: adapters.catalogueChanges,
      catalogueCache: services.catalogueCache,
      releases: services.releases,
      reminders: services.reminders,
    },
  };
}
