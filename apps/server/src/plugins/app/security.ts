import { randomUUID } from 'node:crypto';
import { containsNul, es } from '@sanarte/shared';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { deriveKey, hmac, safeEqual } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What a route declares about itself (`config` in its options). Every decision below is taken on
 * the route the router matched — never on the raw URL, which an attacker spells as he likes
 * (`/%61pi/...`).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How an unsafe request proves it comes from the app: the X-XSRF-TOKEN header (default for
     * /api routes), the body's `xsrf` field (sendBeacon cannot set headers; the route checks it),
     * the url-encoded form's `xsrf` field or the header (default for local mode's /dev pages,
     * whose HTML forms get the field), or nothing because the route authenticates another way
     * (signed webhooks, signed upload URLs).
     */
    xsrf?: 'header' | 'body' | 'form' | 'none';
    /** The spec's client headers are not asked of callers that are not the web app (webhooks). */
    clientHeaders?: false;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This visitor's XSRF token (the valid cookie, or the one handed out with this answer). */
    xsrfToken: string | undefined;
  }
}

/** The route pattern the router matched, or null for an unknown path. */
export const matchedRoute = (request: FastifyRequest): string | null => request.routeOptions.url ?? null;
const isApiRoute = (request: FastifyRequest) => matchedRoute(request)?.startsWith('/api/') ?? false;
/** Local mode's helper pages (outbox, checkout simulator, portal): HTML forms, not the API. */
const isDevPage = (request: FastifyRequest) => matchedRoute(request)?.startsWith('/dev/') ?? false;

/**
 * How unsafe requests to a route pattern prove they come from the app (the check below, and the
 * OpenAPI document's security): the route's declared mode, else the header for /api routes and
 * the form field for local mode's /dev pages (HTML forms); null: not checked.
 */
export function xsrfModeOf(method: string, route: string | null, declared: FastifyContextConfig['xsrf']) {
  if (!UNSAFE.has(method) || !route) return null;
  if (route.startsWith('/api/')) return declared ?? 'header';
  if (route.startsWith('/dev/')) return declared ?? 'form';
  return null;
}

export function cookieName(config: Config, name: string) {
  return config.secureCookies ? `__Host-${name}` : name;
}

/** For routes whose token travels in the body: the header or the body token must match the cookie. */
export function xsrfMatches(request: FastifyRequest, bodyToken: string | undefined): boolean {
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  const given = typeof header === 'string' ? header : bodyToken;
  return Boolean(cookie && given && safeEqual(given, cookie));
}

/** An opening `<form method="post">` tag of a page: where the token field goes. */
const POST_FORM = /<form\b[^>]*\bmethod="post"[^>]*>/gi;

/**
 * Double-submit XSRF protection with a signed token: the readable cookie XSRF-TOKEN must be echoed
 * in X-XSRF-TOKEN on every unsafe request to an /api route, and on every unsafe request to local
 * mode's /dev pages (their HTML forms carry it as the field `xsrf`, added to each post form of
 * those pages here). The token is `random.hmac(random)` so a cookie planted by a sibling subdomain
 * without the secret is refused.
 */
export function registerXsrf(app: FastifyInstance, config: Config) {
  const key = deriveKey(config.appSecret, 'xsrf');
  // Issued to every new visitor: randomUUID draws from Node's buffered entropy pool (122 random
  // bits), cheaper per request than a fresh randomBytes call.
  const make = () => {
    const r = randomUUID().replaceAll('-', '');
    return `${r}.${hmac(key, r)}`;
  };
  const valid = (t: string | undefined): t is string => {
    if (!t) return false;
    const [r, sig] = t.split('.');
    return Boolean(r && sig && safeEqual(sig, hmac(key, r)));
  };

  const issue = (reply: FastifyReply) => {
    const token = make();
    reply.setCookie(XSRF_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      secure: config.secureCookies,
      httpOnly: false,
    });
    return token;
  };

  // Media and hashed assets never hand out the cookie: the app's pages and API calls do. (A
  // cookie left out is no security decision; a raw-URL test is fine here.)
  const handsOutCookie = (request: FastifyRequest) => !/^\/(cdn|assets)\//.test(request.url);

  const refuse = (reply: FastifyReply) => reply.status(403).send({ success: false, message: es.errors.xsrf });
  /** Whether the token given matches the valid cookie (request.xsrfToken when it was valid). */
  const matches = (request: FastifyRequest, given: unknown) => {
    const cookie = request.cookies[XSRF_COOKIE];
    return (
      cookie !== undefined &&
      cookie === request.xsrfToken &&
      typeof given === 'string' &&
      safeEqual(given, cookie)
    );
  };
  /** How the matched route's unsafe requests prove they come from the app; null: not checked. */
  const modeOf = (request: FastifyRequest) =>
    xsrfModeOf(request.method, matchedRoute(request), request.routeOptions.config.xsrf);

  app.decorateRequest('xsrfToken', undefined);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (valid(cookie)) request.xsrfToken = cookie;
    else if (handsOutCookie(request)) request.xsrfToken = issue(reply);
    if (modeOf(request) === 'header' && !matches(request, request.headers[XSRF_HEADER])) return refuse(reply);
  });

  // A form's field is read once the body is parsed (the simulator's forms are a few bytes).
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (modeOf(request) !== 'form' || matches(request, request.headers[XSRF_HEADER])) return;
    const body = request.body;
    const field = typeof body === 'string' ? new URLSearchParams(body).get('xsrf') : null;
    if (!matches(request, field)) return refuse(reply);
  });

  // Each post form of a /dev page (local mode only) carries the visitor's token, as the app's
  // calls carry the header.
  if (config.mode !== 'local') return;
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !request.xsrfToken || !isDevPage(request)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const field = `<input type="hidden" name="xsrf" value="${request.xsrfToken}">`;
    return payload.replace(POST_FORM, (tag) => `${tag}${field}`);
  });
}

/**
 * The spec's fixed client headers (x-api-key / x-api-secret). They identify the client and grant
 * nothing; required only when configured.
 */
export function registerClientHeaders(app: FastifyInstance, config: Config) {
  const { clientApiKey, clientApiSecret } = config;
  if (!clientApiKey && !clientApiSecret) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRoute(request) || request.routeOptions.config.clientHeaders === false) return;
    const key = request.headers['x-api-key'];
    const secret = request.headers['x-api-secret'];
    const ok =
      (!clientApiKey || (typeof key === 'string' && safeEqual(key, clientApiKey))) &&
      (!clientApiSecret || (typeof secret === 'string' && safeEqual(secret, clientApiSecret)));
    if (!ok) return reply.status(401).send({ success: false, message: es.errors.badClient });
  });
}

/**
 * A NUL character is never part of valid input (PostgreSQL refuses it in text): refused with a
 * 400 wherever it appears — path, query or body — before any route sees it.
 */
export function registerNulGuard(app: FastifyInstance) {
  const refuse = () => new AppError(400, es.errors.invalidInput);
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url) || request.url.includes('\u0000')) throw refuse();
  });
  app.addHook('preValidation', async (request) => {
    if (!Buffer.isBuffer(request.body) && containsNul(request.body)) throw refuse();
  });
}

/**
 * API answers are never stored by a browser or a shared cache when the caller is signed in (they
 * may carry personal data), and by default otherwise; public lists opt in to caching themselves.
 */
export function registerApiCaching(app: FastifyInstance, sessionCookieNames: string[]) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiRoute(request)) return payload;
    // No cookies parsed when the request was refused before the cookie plugin ran (load shedding).
    const signedIn = sessionCookieNames.some((n) => request.cookies?.[n]);
    if (signedIn || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
