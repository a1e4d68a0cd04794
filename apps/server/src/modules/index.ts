import type { FastifyInstance } from 'fastify';
import { ManualClock } from '../adapters/clock.js';
import type { Adapters } from '../adapters/index.js';
import type { LocalStorage } from '../adapters/storage/local.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { loginThrottle, recipientLimit } from '../lib/limiter.js';
import type { BusinessMetrics } from '../lib/metrics.js';
import type { RateLimits } from '../lib/rate-limits.js';
import { assetsRoutes } from './assets/assets.routes.js';
import { assetsService } from './assets/assets.service.js';
import { registerAccessControl, registerRequestAuth } from './auth/auth.plugin.js';
import { authRoutes } from './auth/auth.routes.js';
import { emailLinksService } from './auth/email-links.service.js';
import { emailTokensRepository } from './auth/email-tokens.repository.js';
import { googleAccountsService } from './auth/google-accounts.service.js';
import { googleRoutes } from './auth/google.routes.js';
import { googleService } from './auth/google.service.js';
import { passwordsService } from './auth/passwords.service.js';
import { profileService } from './auth/profile.service.js';
import { registrationService } from './auth/registration.service.js';
import { sessionsRepository } from './auth/sessions.repository.js';
import { sessionsService } from './auth/sessions.service.js';
import { signInService } from './auth/sign-in.service.js';
import { accessTokens } from './auth/tokens.js';
import { publicCatalogueCache } from './catalogue/catalogue.cache.js';
import { catalogueRepository } from './catalogue/catalogue.repository.js';
import { catalogueRoutes } from './catalogue/catalogue.routes.js';
import { catalogueService } from './catalogue/catalogue.service.js';
import { releasesRepository } from './catalogue/releases.repository.js';
import { releasesService } from './catalogue/releases.service.js';
import { cdnRoutes } from './cdn/cdn.routes.js';
import { cdnService } from './cdn/cdn.service.js';
import { contactRepository } from './contact/contact.repository.js';
import { contactRoutes } from './contact/contact.routes.js';
import { contactService } from './contact/contact.service.js';
import { devRoutes } from './dev/dev.routes.js';
import { jobRunsRepository } from './jobs/jobs.repository.js';
import { jobsRoutes } from './jobs/jobs.routes.js';
import { jobsService } from './jobs/jobs.service.js';
import { accessService } from './library/access.service.js';
import { libraryRoutes } from './library/library.routes.js';
import { libraryService } from './library/library.service.js';
import { savedRepository } from './library/saved.repository.js';
import { savedRoutes } from './library/saved.routes.js';
import { savedService } from './library/saved.service.js';
import { mailRepository } from './mail/mail.repository.js';
import { mailService } from './mail/mail.service.js';
import { billingService } from './payments/billing.service.js';
import { paymentsRepository } from './payments/payments.repository.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { paymentsService } from './payments/payments.service.js';
import { paypalSimulatorRoutes } from './payments/paypal-simulator.routes.js';
import { portalRoutes } from './payments/portal.routes.js';
import { simulatorRoutes } from './payments/simulator.routes.js';
import { plansRepository } from './plans/plans.repository.js';
import { plansRoutes } from './plans/plans.routes.js';
import { plansService } from './plans/plans.service.js';
import { privacyRepository } from './privacy/privacy.repository.js';
import { privacyRoutes } from './privacy/privacy.routes.js';
import { privacyService, signupConsents } from './privacy/privacy.service.js';
import { promotionsRepository } from './promotions/promotions.repository.js';
import { promotionsRoutes } from './promotions/promotions.routes.js';
import { promotionsService } from './promotions/promotions.service.js';
import { recommendationsRoutes } from './recommendations/recommendations.routes.js';
import { recommendationsService } from './recommendations/recommendations.service.js';
import { reportsRepository } from './reports/reports.repository.js';
import { reportsRoutes } from './reports/reports.routes.js';
import { reportsService } from './reports/reports.service.js';
import { playbackRoutes } from './stats/playback.routes.js';
import { playbackService } from './stats/playback.service.js';
import { progressRoutes } from './stats/progress.routes.js';
import { progressService } from './stats/progress.service.js';
import { statsRepository } from './stats/stats.repository.js';
import { statsRoutes } from './stats/stats.routes.js';
import { statsService } from './stats/stats.service.js';
import { recurringRepository } from './subscriptions/recurring.repository.js';
import { recurringService } from './subscriptions/recurring.service.js';
import { subscriptionsRepository } from './subscriptions/subscriptions.repository.js';
import { subscriptionsService } from './subscriptions/subscriptions.service.js';
import { notificationsRepository } from './users/notifications.repository.js';
import { notificationsRoutes } from './users/notifications.routes.js';
import { notificationsService } from './users/notifications.service.js';
import { pushRepository } from './users/push.repository.js';
import { pushRoutes } from './users/push.routes.js';
import { pushService } from './users/push.service.js';
import { remindersService } from './users/reminders.service.js';
import { unsubscribeLinks } from './users/unsubscribe-links.js';
import { usersAdminRepository } from './users/users.admin.repository.js';
import { usersAdminRoutes } from './users/users.admin.routes.js';
import { usersAdminService } from './users/users.admin.service.js';
import { usersRepository } from './users/users.repository.js';
import { usersService } from './users/users.service.js';
import { trialRoutes } from './wellbeing/trial.routes.js';
import { trialService } from './wellbeing/trial.service.js';
import { wellbeingRepository } from './wellbeing/wellbeing.repository.js';
import { wellbeingRoutes } from './wellbeing/wellbeing.routes.js';
import { latestResults, wellbeingService } from './wellbeing/wellbeing.service.js';

export interface ModuleContext {
  config: Config;
  database: Database;
  adapters: Adapters;
  rateLimits: RateLimits;
  log: FastifyInstance['log'];
  /** Business counters (sign-ups, payments, listening) for /metrics. */
  metrics: BusinessMetrics;
}

/**
 * The composition root of the domain: each module's repositories and services, built from the
 * adapters. `registerModules` then installs request authentication and every module's routes.
 */
export function createServices(ctx: ModuleContext) {
  const { config, database, adapters } = ctx;
  const { clock, storage } = adapters;
  const db = database.db;
  const nowMs = () => clock.now().getTime();

  const mail = mailService({
    repo: mailRepository(db),
    runner: adapters.jobRunner,
    transaction: (work) => db.transaction(work),
    transport: adapters.mailTransport,
    from: config.mailFrom,
    sender: { identity: config.identity, publicUrl: config.publicUrl },
    log: ctx.log,
    metrics: ctx.metrics,
  });
  const usersRepo = usersRepository(db);
  const sessionsRepo = sessionsRepository(db);
  const tokens = accessTokens(config.appSecret, clock);
  const subscriptions = subscriptionsService({
    repo: subscriptionsRepository(db),
    clock,
    graceDays: config.billingGraceDays,
  });
  const catalogueCache = publicCatalogueCache({
    enabled: config.catalogueCache,
    changes: adapters.catalogueChanges,
    metrics: ctx.metrics,
  });
  const catalogue = catalogueService({
    repo: catalogueRepository(db),
    storage,
    clock,
    cache: catalogueCache,
  });
  const plans = plansService({ repo: plansRepository(db), cache: catalogueCache });
  const wellbeingRepo = wellbeingRepository(db);
  const testResults = latestResults(wellbeingRepo);
  const users = usersService({
    repo: usersRepo,
    clock,
    testResults,
    catalogue,
    subscriptions,
  });
  const privacyRepo = privacyRepository(db);
  const notificationsRepo = notificationsRepository(db);
  const links = unsubscribeLinks(config.appSecret, config.publicUrl);
  const push = pushService({
    repo: pushRepository(db),
    sender: adapters.push,
    services: config.push?.services ?? [],
  });
  const notifications = notificationsService({ repo: notificationsRepo, links, devices: push, clock });
  const emailTokens = emailTokensRepository(db);
  const throttle = loginThrottle(adapters.loginFailures, nowMs);
  const sessions = sessionsService({ config, clock, users, sessions: sessionsRepo, emailTokens, tokens });
  const signIn = signInService({ clock, users, emailTokens, sessions, throttle });
  const emailLinks = emailLinksService({
    config,
    clock,
    users,
    emailTokens,
    sessions,
    mail,
    recipients: recipientLimit(adapters.accountMails, nowMs),
  });
  const passwords = passwordsService({ clock, users, emailTokens, sessions, throttle });
  const registration = registrationService({
    users,
    emailLinks,
    mail,
    consents: signupConsents(privacyRepo, clock),
    metrics: ctx.metrics,
  });
  const profile = profileService({ users, storage });
  const googleAccounts = googleAccountsService({ users, sessions, profile, metrics: ctx.metrics });
  const access = accessService({ subscriptions, catalogue, clock });
  const statsRepo = statsRepository(db);
  const playback = playbackService({ repo: statsRepo, clock, access, metrics: ctx.metrics });
  const recurring = recurringService({ repo: recurringRepository(db), clock, plans });
  const stats = statsService({ repo: statsRepo, clock, users, recurring, catalogue });
  const progress = progressService({ repo: statsRepo, catalogue, clock });
  const library = libraryService({ access, catalogue, playback, storage, clock });
  const saved = savedService({ repo: savedRepository(db), catalogue, access, playback, clock });
  const recommendations = recommendationsService({
    playback,
    testResults,
    catalogue,
    access,
    clock,
  });
  const billing = billingService({
    clock,
    provider: adapters.payments,
    subscriptions,
    users,
    mail,
    transaction: (work) => db.transaction(work),
    config,
    metrics: ctx.metrics,
  });
  const promotions = promotionsService({ repo: promotionsRepository(db), clock, plans, users });
  const reports = reportsService({ repo: reportsRepository(db), clock, promotions });
  const paymentsRepo = paymentsRepository(db);
  const payments = paymentsService({
    repo: paymentsRepo,
    clock,
    config,
    provider: adapters.payments,
    access,
    subscriptions,
    billing,
    plans,
    catalogue,
    promotions,
    users,
    listening: playback,
    log: ctx.log,
    metrics: ctx.metrics,
  });
  const releases = releasesService({
    repo: releasesRepository(db),
    transaction: (work) => db.transaction(work),
    runner: adapters.jobRunner,
    catalogue,
    holders: subscriptions,
    recipients: notifications,
    access,
    mail,
    clock,
    publicUrl: config.publicUrl,
  });
  const reminders = remindersService({
    repo: notificationsRepo,
    transaction: (work) => db.transaction(work),
    mail,
    runner: adapters.jobRunner,
    push,
    lastStarted: recommendations.lastStarted,
    links,
    clock,
    publicUrl: config.publicUrl,
  });
  const assets = assetsService({ storage, clock, once: adapters.once, catalogue });
  const local = storage.kind === 'local' ? (storage as LocalStorage) : null;
  const cdn = local ? cdnService({ storage: local, clock }) : null;
  const wellbeing = wellbeingService({
    repo: wellbeingRepo,
    users,
    catalogue,
    access,
    clock,
  });
  const trial = trialService({ users, access, playback, storage, clock });
  const usersAdmin = usersAdminService({
    repo: usersAdminRepository(db),
    users,
    auth: {
      createSetPasswordToken: emailLinks.createSetPasswordToken,
      signOutEverywhere: sessions.signOutEverywhere,
    },
    plans,
    subscriptions,
    catalogue,
    wellbeing,
    mail,
    clock,
    publicUrl: config.publicUrl,
  });
  const google = googleService({ oidc: adapters.oidc, accounts: googleAccounts, log: ctx.log });
  const contact = contactService({
    repo: contactRepository(db),
    mail,
    contactEmail: config.contactEmail,
    clock,
    users,
  });
  const privacy = privacyService({
    repo: privacyRepo,
    clock,
    identity: config.identity,
    users,
    sessions,
    passwords,
    emailLinks,
    profile,
    billing,
    subscriptions,
    payments,
    wellbeing,
    playback,
    saved,
    notifications,
    push,
    catalogue,
    contact,
    mail,
  });
  return {
    catalogueCache,
    privacy,
    mail,
    sessionsRepo,
    tokens,
    users,
    auth: { registration, signIn, sessions, emailLinks, passwords, profile },
    google,
    wellbeing,
    trial,
    usersAdmin,
    contact,
    access,
    catalogue,
    plans,
    playback,
    stats,
    library,
    recommendations,
    saved,
    progress,
    notifications,
    push,
    releases,
    reminders,
    payments,
    promotions,
    reports,
    assets,
    local,
    cdn,
    billing,
    jobs: jobsService({
      clock,
      simulator: adapters.simulator,
      paypalSimulator: adapters.paypalSimulator,
      billing,
      payments,
      subscriptions,
      users,
      contact,
      releases,
      reminders,
      reports,
      mail,
      runner: adapters.jobRunner,
      history: jobRunsRepository(db),
      metrics: ctx.metrics,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;

/** Who is calling: the session cookie resolved once per request, and each route's `config.access` enforced. */
export function authenticate(app: FastifyInstance, ctx: ModuleContext, s: Services) {
  const { config, adapters } = ctx;
  registerRequestAuth(app, {
    config,
    tokens: s.tokens,
    sessions: s.sessionsRepo,
    users: s.users,
    clock: adapters.clock,
  });
  // Who may call a route is decided before its body is parsed or validated.
  registerAccessControl(app);
}

/** Every module's routes. */
export async function registerModules(app: FastifyInstance, ctx: ModuleContext, s: Services) {
  const { config, adapters, rateLimits } = ctx;
  const { auth, users, playback, payments, mail } = s;
  const { catalogue, plans, stats, library, assets, local, cdn } = s;
  await app.register(authRoutes({ ...auth, users, config, rateLimits }));
  await app.register(googleRoutes({ google: s.google, config, rateLimits }));
  await app.register(wellbeingRoutes({ wellbeing: s.wellbeing, rateLimits }));
  await app.register(trialRoutes({ trial: s.trial, rateLimits }));
  await app.register(playbackRoutes({ playback, rateLimits }));
  await app.register(libraryRoutes({ library, rateLimits }));
  await app.register(recommendationsRoutes({ recommendations: s.recommendations }));
  await app.register(progressRoutes({ progress: s.progress }));
  await app.register(savedRoutes({ saved: s.saved, rateLimits }));
  await app.register(notificationsRoutes({ notifications: s.notifications, rateLimits }));
  await app.register(pushRoutes({ push: s.push, rateLimits }));
  await app.register(paymentsRoutes({ payments, rateLimits }));
  if (!config.stripe) {
    await app.register(simulatorRoutes({ payments, simulator: adapters.simulator, mode: config.mode }));
    await app.register(portalRoutes({ simulator: adapters.simulator, mode: config.mode }));
  }
  if (adapters.paypalSimulator && config.mode === 'local') {
    await app.register(paypalSimulatorRoutes({ simulator: adapters.paypalSimulator }));
  }
  await app.register(plansRoutes({ plans, rateLimits }));
  await app.register(promotionsRoutes({ promotions: s.promotions, payments, rateLimits }));
  await app.register(usersAdminRoutes({ admin: s.usersAdmin, rateLimits }));
  await app.register(statsRoutes({ stats }));
  await app.register(reportsRoutes({ reports: s.reports }));
  await app.register(catalogueRoutes({ catalogue, rateLimits }));
  await app.register(contactRoutes({ contact: s.contact, rateLimits }));
  await app.register(jobsRoutes({ jobs: s.jobs, rateLimits }));
  await app.register(privacyRoutes({ privacy: s.privacy, config, rateLimits }));
  await app.register(cdnRoutes({ cdn }));
  await app.register(assetsRoutes({ assets, local, rateLimits }));
  const localMode = config.mode === 'local';
  const clock = adapters.clock;
  await app.register(
    devRoutes({
      mail,
      outbox: localMode && !config.smtpUrl,
      time:
        localMode && adapters.simulator && clock instanceof ManualClock
          ? { clock, runDue: s.jobs.runDue, failNext: adapters.simulator.failNext }
          : null,
    }),
  );
}
