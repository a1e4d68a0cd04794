import { randomUUID } from 'node:crypto';
import { es } from '@sanarte/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { deriveKey, hmac, safeEqual } from '../lib/crypto.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes that authenticate themselves another way (signatures) and take no XSRF token. */
const XSRF_EXEMPT = [/^\/api\/payments\/webhook\//, /^\/cdn-upload\//];
/** Media and hashed assets: the app's pages and API calls hand out the cookie, not these. */
const NO_XSRF_COOKIE = /^\/(cdn|assets)\//;
/** sendBeacon cannot set headers: these routes check the token from the body instead. */
const XSRF_IN_BODY = [/^\/api\/stats\/playback$/];

export function cookieName(config: Config, name: string) {
  return config.secureCookies ? `__Host-${name}` : name;
}

/**
 * Double-submit XSRF protection with a signed token: the readable cookie XSRF-TOKEN must be echoed
 * in X-XSRF-TOKEN on every unsafe request. The token is `random.hmac(random)` so a cookie planted
 * by a sibling subdomain without the secret is refused.
 */
/** For routes whose token travels in the body: the header or the body token must match the cookie. */
export function xsrfMatches(request: FastifyRequest, bodyToken: string | undefined): boolean {
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  const given = typeof header === 'string' ? header : bodyToken;
  return Boolean(cookie && given && safeEqual(given, cookie));
}

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

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    const hasValidCookie = valid(cookie);
    if (!hasValidCookie && !NO_XSRF_COOKIE.test(request.url)) issue(reply);
    if (!UNSAFE.has(request.method)) return;
    const url = request.url;
    if (!url.startsWith('/api/') || XSRF_EXEMPT.some((re) => re.test(url))) return;
    if (XSRF_IN_BODY.some((re) => re.test(url.split('?')[0] ?? ''))) return;
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
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/payments/webhook/')) return;
    const key = request.headers['x-api-key'];
    const secret = request.headers['x-api-secret'];
    const ok =
      (!clientApiKey || (typeof key === 'string' && safeEqual(key, clientApiKey))) &&
      (!clientApiSecret || (typeof secret === 'string' && safeEqual(secret, clientApiSecret)));
    if (!ok) return reply.status(401).send({ success: false, message: es.errors.badClient });
  });
}
