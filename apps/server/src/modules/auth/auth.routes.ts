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
import type { AppDeps } from '../../app.js';
import { hmac, safeEqual } from '../../lib/crypto.js';
import type { UsersService } from '../users/users.service.js';
import { guards, sessionCookies } from './auth.plugin.js';
import type { AuthService, IssuedSession } from './auth.service.js';

/** Binds a verification link to the browser that registered, so opening it there signs in. */
const VERIFY_BROWSER_COOKIE = 'verify_browser';

export function authRoutes(
  deps: AppDeps & { auth: AuthService; users: UsersService },
): FastifyPluginAsyncZod {
  const { auth, users, config, rateLimits } = deps;
  const cookies = sessionCookies(config);
  const strict = { rateLimit: rateLimits.auth };
  const browserKey = (userId: string) => `${userId}.${hmac(config.appSecret, `verify-browser:${userId}`)}`;

  const startSession = (reply: FastifyReply, session: IssuedSession) => cookies.set(reply, session);
  const bindBrowser = (reply: FastifyReply, userId: string) =>
    reply.setCookie(VERIFY_BROWSER_COOKIE, browserKey(userId), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: 24 * 3600,
    });
  const sameBrowser = (request: FastifyRequest, userId: string) => {
    const v = request.cookies[VERIFY_BROWSER_COOKIE];
    return typeof v === 'string' && safeEqual(v, browserKey(userId));
  };

  return async (app) => {
    app.post(
      '/api/users/register',
      { schema: { body: registerRequestSchema }, config: strict },
      async (req, reply) => {
        const user = await auth.register(req.body);
        bindBrowser(reply, user.id);
        reply.status(201);
        return { success: true, message: es.signup.registered, data: { user: await users.profile(user) } };
      },
    );

    app.post(
      '/api/users/login',
      { schema: { body: loginRequestSchema }, config: strict },
      async (req, reply) => {
        const { user, session } = await auth.login(req.body);
        startSession(reply, session);
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

    app.get('/api/users/me', async (req) => {
      const a = await guards.user(req);
      return { success: true, data: { user: await users.profile(a.user) } };
    });

    app.post('/api/users/verify', { schema: { body: tokenSchema }, config: strict }, async (req, reply) => {
      const { user, alreadyVerified } = await auth.verifyEmail(req.body.token);
      let signedIn = false;
      if (!alreadyVerified && sameBrowser(req, user.id) && user.isActive) {
        startSession(reply, await auth.issueSession(user.id));
        reply.clearCookie(VERIFY_BROWSER_COOKIE, { path: '/' });
        signedIn = true;
      }
      return {
        success: true,
        message: alreadyVerified ? es.verification.alreadyVerified : es.verification.verified,
        data: { signedIn, ...(signedIn ? { user: await users.profile(user) } : {}) },
      };
    });

    app.post(
      '/api/users/resend-verification',
      { schema: { body: emailOnlySchema }, config: strict },
      async (req) => {
        await auth.resendVerification(req.body.email);
        return { success: true, message: es.verification.resent };
      },
    );

    app.post(
      '/api/users/reset-password-email',
      { schema: { body: resetEmailRequestSchema }, config: strict },
      async (req) => {
        await auth.requestPasswordEmail(req.body.email, req.body.purpose);
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
        const { purpose } = await auth.resetPassword(req.body.token, req.body.newPassword);
        reply.header('referrer-policy', 'no-referrer');
        cookies.clear(reply);
        return { success: true, message: purpose === 'set' ? es.password.setDone : es.password.resetDone };
      },
    );

    app.put(
      '/api/users/update-password',
      { schema: { body: updatePasswordRequestSchema }, config: strict },
      async (req) => {
        const a = await guards.member(req);
        await auth.updatePassword(a.user, a.familyId, req.body.currentPassword, req.body.newPassword);
        return { success: true, message: es.password.updated };
      },
    );

    app.put(
      '/api/users/update-password-google',
      { schema: { body: updatePasswordGoogleSchema }, config: strict },
      async (req) => {
        await auth.setPasswordForAccount(await req.auth(), req.body);
        return { success: true, message: es.password.setDone };
      },
    );

    app.put(
      '/api/users/profile',
      {
        schema: { body: profileRequestSchema },
        bodyLimit: 8 * 1024 * 1024,
        config: { rateLimit: rateLimits.writes },
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
        const user = await auth.trialRegister(req.body);
        bindBrowser(reply, user.id);
        return { success: true, message: es.signup.registered };
      },
    );

    app.post(
      '/api/users/trial/continue',
      { schema: { body: trialContinueSchema }, config: strict },
      async (req) => {
        const ok = await auth.trialCanContinue(req.body.email);
        return ok ? { success: true, message: 'OK' } : { success: false, message: es.trial.processError };
      },
    );
  };
}
