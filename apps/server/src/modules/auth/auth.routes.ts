import {
  emailOnlySchema,
  es,
  loginRequestSchema,
  profileRequestSchema,
  registerRequestSchema,
  resetEmailRequestSchema,
  resetPasswordRequestSchema,
  tokenSchema,
  trialContinueSchema,
  trialRegisterSchema,
  updatePasswordGoogleSchema,
  updatePasswordRequestSchema,
} from '@sanarte/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { hmac, randomToken, safeEqual } from '../../lib/crypto.js';
import type { UsersService } from '../users/users.service.js';
import { guards, sessionCookies } from './auth.plugin.js';
import { type AuthService, type IssuedSession, SETUP_GRANT_TTL, TRIAL_GRANT_TTL } from './auth.service.js';

/** Binds a verification link to the browser that registered, so opening it there signs in. */
const VERIFY_BROWSER_COOKIE = 'verify_browser';
/** The single-use grant for the one passwordless sign-in after a trial registration. */
const TRIAL_GRANT_COOKIE = 'trial_grant';
/** The single-use grant to set a first password after following an e-mailed link. */
const SETUP_GRANT_COOKIE = 'setup_grant';
/** A browser where the account signed in before: others' failures never hold it back. */
const KNOWN_DEVICE_COOKIE = 'known_device';

export function authRoutes(
  deps: AppDeps & { auth: AuthService; users: UsersService },
): FastifyPluginAsyncZod {
  const { auth, users, config, rateLimits } = deps;
  const cookies = sessionCookies(config);
  const strict = { rateLimit: rateLimits.auth };
  const browserKey = (userId: string) => `${userId}.${hmac(config.appSecret, `verify-browser:${userId}`)}`;

  const startSession = (reply: FastifyReply, session: IssuedSession) => cookies.set(reply, session);
  /** An httpOnly cookie only this server reads, Secure over https. */
  const privateCookie = (
    reply: FastifyReply,
    name: string,
    value: string,
    opts: { path: string; sameSite: 'lax' | 'strict'; maxAge: number },
  ) => reply.setCookie(name, value, { ...opts, httpOnly: true, secure: config.secureCookies });
  const bindBrowser = (reply: FastifyReply, userId: string) =>
    privateCookie(reply, VERIFY_BROWSER_COOKIE, browserKey(userId), {
      path: '/',
      sameSite: 'lax',
      maxAge: 24 * 3600,
    });
  const sameBrowser = (request: FastifyRequest, userId: string) => {
    const v = request.cookies[VERIFY_BROWSER_COOKIE];
    return typeof v === 'string' && safeEqual(v, browserKey(userId));
  };
  const grantCookie = (reply: FastifyReply, name: string, value: string, ttlMs: number) =>
    privateCookie(reply, name, value, {
      path: '/api/users/',
      sameSite: 'strict',
      maxAge: Math.floor(ttlMs / 1000),
    });
  const takeGrant = (request: FastifyRequest, reply: FastifyReply, name: string) => {
    const v = request.cookies[name];
    if (v !== undefined) reply.clearCookie(name, { path: '/api/users/' });
    return v;
  };
  const deviceSignature = (id: string, email: string) => hmac(config.appSecret, `device:${id}:${email}`);
  const knownDevice = (request: FastifyRequest, email: string) => {
    const [id, sig] = (request.cookies[KNOWN_DEVICE_COOKIE] ?? '').split('.');
    return Boolean(id && sig && safeEqual(sig, deviceSignature(id, email.toLowerCase())));
  };
  const rememberDevice = (request: FastifyRequest, reply: FastifyReply, email: string) => {
    const [current] = (request.cookies[KNOWN_DEVICE_COOKIE] ?? '').split('.');
    const id = current && /^[0-9a-f-]{36}$/.test(current) ? current : crypto.randomUUID();
    privateCookie(reply, KNOWN_DEVICE_COOKIE, `${id}.${deviceSignature(id, email.toLowerCase())}`, {
      path: '/api/users/login',
      sameSite: 'strict',
      maxAge: 365 * 24 * 3600,
    });
  };

  return async (app) => {
    app.post(
      '/api/users/register',
      { schema: { body: registerRequestSchema }, config: strict },
      async (req, reply) => {
        // The same answer whether the address was new or not (its owner gets an e-mail instead).
        const user = await auth.register(req.body);
        // Same cookies either way: a decoy binding when the address was taken.
        bindBrowser(reply, user?.id ?? crypto.randomUUID());
        reply.status(201);
        return {
          success: true,
          message: es.signup.registered,
          data: { email: req.body.email.toLowerCase() },
        };
      },
    );

    app.post(
      '/api/users/login',
      { schema: { body: loginRequestSchema }, config: strict },
      async (req, reply) => {
        const { email } = req.body;
        const { user, session } = req.body.tempUser
          ? await auth.trialLogin(email, takeGrant(req, reply, TRIAL_GRANT_COOKIE))
          : await auth.login(
              { email, password: req.body.password },
              { ip: req.ip, knownDevice: knownDevice(req, email) },
            );
        startSession(reply, session);
        if (!req.body.tempUser) rememberDevice(req, reply, email);
        return { success: true, message: 'OK', data: { user: await users.profile(user) } };
      },
    );

    app.get('/api/users/validate-token', async (req, reply) => {
      const a = await req.auth();
      if (!a) {
        return reply.status(401).send({ success: false, isValid: false, message: es.login.tokenNotValid });
      }
      const user = await users.profile(a.user);
      return { success: true, isValid: true, message: 'OK', user, data: { user } };
    });

    app.post('/api/users/refresh-token', { config: strict }, async (req, reply) => {
      try {
        const { user, session } = await auth.refresh(req.cookies[cookies.refresh]);
        startSession(reply, session);
        return { success: true, message: 'OK', data: { user: await users.profile(user) } };
      } catch (err) {
        cookies.clear(reply);
        throw err;
      }
    });

    app.post('/api/users/logout', async (req, reply) => {
      const a = await req.auth();
      await auth.logout(req.cookies[cookies.refresh], a?.familyId);
      cookies.clear(reply);
      return { success: true, message: 'OK' };
    });

    app.get('/api/users/me', { config: { access: 'user' } }, async (req) => {
      const a = await guards.user(req);
      return { success: true, data: { user: await users.profile(a.user) } };
    });

    /**
     * An e-mailed link (verification, or the link that continues a trial). It signs in the browser
     * that registered, and — for an account without a password, which has no other way in — the
     * browser where it is opened; such an account may then set a first password (setup grant).
     */
    app.post('/api/users/verify', { schema: { body: tokenSchema }, config: strict }, async (req, reply) => {
      const { user, alreadyVerified, purpose, passwordless } = await auth.followEmailLink(req.body.token);
      let signedIn = false;
      if (!alreadyVerified && user.isActive && (passwordless || sameBrowser(req, user.id))) {
        startSession(reply, await auth.issueSession(user.id));
        reply.clearCookie(VERIFY_BROWSER_COOKIE, { path: '/' });
        signedIn = true;
        if (passwordless) {
          grantCookie(
            reply,
            SETUP_GRANT_COOKIE,
            await auth.createGrant(user.id, 'setup', SETUP_GRANT_TTL),
            SETUP_GRANT_TTL,
          );
        }
      }
      const message = alreadyVerified
        ? es.verification.alreadyVerified
        : purpose === 'signin'
          ? es.verification.signedInByLink
          : es.verification.verified;
      return {
        success: true,
        message,
        data: { signedIn, ...(signedIn ? { user: await users.profile(user) } : {}) },
      };
    });

    app.post(
      '/api/users/resend-verification',
      { schema: { body: emailOnlySchema }, config: strict },
      async (req) => {
        auth.resendVerification(req.body.email);
        return { success: true, message: es.verification.resent };
      },
    );

    app.post(
      '/api/users/reset-password-email',
      { schema: { body: resetEmailRequestSchema }, config: strict },
      async (req) => {
        auth.requestPasswordEmail(req.body.email, req.body.purpose);
        return {
          success: true,
          message: req.body.purpose === 'set' ? es.password.setEmailSent : es.password.resetEmailSent,
        };
      },
    );

    app.post(
      '/api/users/reset-password',
      { schema: { body: resetPasswordRequestSchema }, config: strict },
      async (req, reply) => {
        const { purpose, user, session } = await auth.resetPassword(req.body.token, req.body.newPassword);
        reply.header('referrer-policy', 'no-referrer');
        if (session) {
          // A first password, set from the e-mailed link: this browser is signed in (to the panel).
          startSession(reply, session);
          return {
            success: true,
            message: es.password.setDone,
            data: { signedIn: true, user: await users.profile(user) },
          };
        }
        cookies.clear(reply);
        return {
          success: true,
          message: purpose === 'set' ? es.password.setDone : es.password.resetDone,
          data: { signedIn: false },
        };
      },
    );

    /** The token page asks on load whether its link can still be used (no need to type first). */
    app.post(
      '/api/users/reset-password/check',
      // Any text: a mangled link is simply not usable (the page says so), not a bad request.
      { schema: { body: z.object({ token: z.string().max(500) }) }, config: strict },
      async (req, reply) => {
        reply.header('referrer-policy', 'no-referrer');
        const result = await auth.emailLinkUsable(req.body.token);
        return { success: true, message: 'OK', data: result };
      },
    );

    app.put(
      '/api/users/update-password',
      { schema: { body: updatePasswordRequestSchema }, config: { ...strict, access: 'member' } },
      async (req) => {
        const a = await guards.member(req);
        await auth.updatePassword(a.user, a.familyId, req.body.currentPassword, req.body.newPassword);
        return { success: true, message: es.password.updated };
      },
    );

    app.put(
      '/api/users/update-password-google',
      { schema: { body: updatePasswordGoogleSchema }, config: strict },
      async (req, reply) => {
        const { user, session } = await auth.setFirstPasswordWithProof({
          ...req.body,
          grant: takeGrant(req, reply, SETUP_GRANT_COOKIE),
        });
        startSession(reply, session);
        return { success: true, message: es.password.setDone, data: { user: await users.profile(user) } };
      },
    );

    app.put(
      '/api/users/profile',
      {
        schema: { body: profileRequestSchema },
        bodyLimit: 8 * 1024 * 1024,
        config: { access: 'member', rateLimit: rateLimits.writes },
      },
      async (req) => {
        const a = await guards.member(req);
        const updated = await auth.updateProfile(a.user, req.body);
        const user = await users.profile(updated);
        return { success: true, message: es.panel.profileUpdated, user, data: { user } };
      },
    );

    app.post(
      '/api/users/trial/register',
      { schema: { body: trialRegisterSchema }, config: strict },
      async (req, reply) => {
        const { grant } = await auth.trialRegister(req.body);
        // Same cookies either way: a decoy grant (that opens nothing) when the address was taken.
        grantCookie(reply, TRIAL_GRANT_COOKIE, grant ?? randomToken(32), TRIAL_GRANT_TTL);
        return { success: true, message: es.signup.registered };
      },
    );

    app.post(
      '/api/users/trial/continue',
      { schema: { body: trialContinueSchema }, config: strict },
      async (req) => {
        auth.trialContinue(req.body.email);
        return { success: true, message: es.trial.continueLinkSent };
      },
    );
  };
}
