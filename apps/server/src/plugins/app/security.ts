import { randomUUID } from 'node:crypto';
import { containsNul, es } from '@sanarte/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
     * /api routes), the body's `xsrf` field (sendBeacon cannot set headers), or nothing because
     * the route authenticates another way (signed webhooks, signed upload URLs).
     */
    xsrf?: 'header' | 'body' | 'none';
    /** The spec's client headers are not asked of callers that are not the web app (webhooks). */
    clientHeaders?: false;
  }
}

/** The route pattern the router matched, or null for an unknown path. */
export const matchedRoute = (request: FastifyRequest): string | null => request.routeOptions.url ?? null;
const isApiRoute = (request: FastifyRequest) => matchedRoute(request)?.startsWith('/api/') ?? false;

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

/**
 * Double-submit XSRF protection with a signed token: the readable cookie XSRF-TOKEN must be echoed
 * in X-XSRF-TOKEN on every unsafe request to an /api route. The token is `random.hmac(random)` so a
 * cookie planted by a sibling subdomain without the secret is refused.
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

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    const hasValidCookie = valid(cookie);
    if (!hasValidCookie && handsOutCookie(request)) issue(reply);
    if (!UNSAFE.has(request.method) || !isApiRoute(request)) return;
    const mode = request.routeOptions.config.xsrf ?? 'header';
    if (mode !== 'header') return;
    const header = request.headers[XSRF_HEADER];
    if (!hasValidCookie || typeof header !== 'string' || !safeEqual(header, cookie as string)) {
      return reply.status(403).send({ success: false, message: es.errors.xsrf });
    }
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
