import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { hmac, safeEqual } from '../../lib/crypto.js';
import { sessionCookies } from './auth.plugin.js';

/** Binds a verification link to the browser that registered, so opening it there signs in. */
const VERIFY_BROWSER_COOKIE = 'verify_browser';
/** The single-use grant for the one passwordless sign-in after a trial registration. */
export const TRIAL_GRANT_COOKIE = 'trial_grant';
/** The single-use grant to set a first password after following an e-mailed link. */
export const SETUP_GRANT_COOKIE = 'setup_grant';
/** A browser where the account signed in before: others' failures never hold it back. */
const KNOWN_DEVICE_COOKIE = 'known_device';

/** The auth routes' cookies: the session, and the private ones that bind a flow to a browser. */
export function authCookies(config: Config) {
  const session = sessionCookies(config);
  const browserKey = (userId: string) => `${userId}.${hmac(config.appSecret, `verify-browser:${userId}`)}`;
  const deviceSignature = (id: string, email: string) => hmac(config.appSecret, `device:${id}:${email}`);

  /** An httpOnly cookie only this server reads, Secure over https. */
  const privateCookie = (
    reply: FastifyReply,
    name: string,
    value: string,
    opts: { path: string; sameSite: 'lax' | 'strict'; maxAge: number },
  ) => reply.setCookie(name, value, { ...opts, httpOnly: true, secure: config.secureCookies });

  return {
    session,
    bindBrowser(reply: FastifyReply, userId: string) {
      privateCookie(reply, VERIFY_BROWSER_COOKIE, browserKey(userId), {
        path: '/',
        sameSite: 'lax',
        maxAge: 24 * 3600,
      });
    },
    /** Whether this browser is the one that registered `userId`. */
    sameBrowser(request: FastifyRequest) {
      return (userId: string) => {
        const v = request.cookies[VERIFY_BROWSER_COOKIE];
        return typeof v === 'string' && safeEqual(v, browserKey(userId));
      };
    },
    clearBrowser(reply: FastifyReply) {
      reply.clearCookie(VERIFY_BROWSER_COOKIE, { path: '/' });
    },
    grant(reply: FastifyReply, name: string, value: string, ttlMs: number) {
      privateCookie(reply, name, value, {
        path: '/api/users/',
        sameSite: 'strict',
        maxAge: Math.floor(ttlMs / 1000),
      });
    },
    /** A grant is used once: read and cleared. */
    takeGrant(request: FastifyRequest, reply: FastifyReply, name: string) {
      const v = request.cookies[name];
      if (v !== undefined) reply.clearCookie(name, { path: '/api/users/' });
      return v;
    },
    knownDevice(request: FastifyRequest, email: string) {
      const [id, sig] = (request.cookies[KNOWN_DEVICE_COOKIE] ?? '').split('.');
      return Boolean(id && sig && safeEqual(sig, deviceSignature(id, email.toLowerCase())));
    },
    rememberDevice(request: FastifyRequest, reply: FastifyReply, email: string) {
      const [current] = (request.cookies[KNOWN_DEVICE_COOKIE] ?? '').split('.');
      const id = current && /^[0-9a-f-]{36}$/.test(current) ? current : crypto.randomUUID();
      privateCookie(reply, KNOWN_DEVICE_COOKIE, `${id}.${deviceSignature(id, email.toLowerCase())}`, {
        path: '/api/users/login',
        sameSite: 'strict',
        maxAge: 365 * 24 * 3600,
      });
    },
  };
}
