import {
  apiMessage,
  emailLinkCheckAnswer,
  emailOnlySchema,
  es,
  loginRequestSchema,
  profileRequestSchema,
  registerAnswer,
  registerRequestSchema,
  resetEmailRequestSchema,
  resetPasswordRequestSchema,
  tokenSchema,
  trialContinueSchema,
  trialRegisterSchema,
  updatePasswordGoogleSchema,
  updatePasswordRequestSchema,
  userAnswer,
  userAnswerWithUser,
  validateAnswer,
  validateRejected,
  verifyAnswer,
} from '@sanarte/shared';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { randomToken } from '../../lib/crypto.js';
import { extend } from '../../lib/extend.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { responses } from '../../lib/responses.js';
import { routes } from '../../lib/route-options.js';
import type { UsersService } from '../users/users.service.js';
import { SETUP_GRANT_COOKIE, TRIAL_GRANT_COOKIE, authCookies } from './auth.cookies.js';
import { guards } from './auth.plugin.js';
import { presentSignedIn, presentUserTwice } from './auth.presenter.js';
import { type EmailLinksService, SETUP_GRANT_TTL } from './email-links.service.js';
import type { PasswordsService } from './passwords.service.js';
import type { ProfileService } from './profile.service.js';
import { type RegistrationService, TRIAL_GRANT_TTL } from './registration.service.js';
import type { SessionsService } from './sessions.service.js';
import type { SignInService } from './sign-in.service.js';

export interface AuthRoutesDeps {
  registration: RegistrationService;
  signIn: SignInService;
  sessions: SessionsService;
  emailLinks: EmailLinksService;
  passwords: PasswordsService;
  profile: ProfileService;
  /** The users module: the user answer of the signed-in user. */
  users: Pick<UsersService, 'profile'>;
  /** Cookie names and signing (appSecret, secureCookies). */
  config: Config;
  rateLimits: RateLimits;
}

export const authRoutes = routes(async (app, deps: AuthRoutesDeps) => {
  const { registration, signIn, sessions, emailLinks, passwords, profile, users, config, rateLimits } = deps;
  const cookies = authCookies(config);
  const strict = { rateLimit: rateLimits.auth };
  /** A call answered at once, the same for every address; the e-mail, if any, goes after the answer. */
  const mailAfterAnswer = (
    url: string,
    summary: string,
    body: z.ZodType<{ email: string }>,
    send: (email: string) => void,
    message: string,
  ) =>
    app.post(
      url,
      { schema: { summary, body, response: responses({ 200: apiMessage }) }, config: strict },
      async (req) => {
        send(req.body.email);
        return { success: true as const, message };
      },
    );

  app.post(
    '/api/users/register',
    {
      schema: {
        summary: 'Register a new account with e-mail and password',
        body: registerRequestSchema,
        response: responses({ 201: registerAnswer }),
      },
      config: strict,
    },
    async (req, reply) => {
      // The same answer whether the address was new or not (its owner gets an e-mail instead).
      const user = await registration.register(req.body);
      // Same cookies either way: a decoy binding when the address was taken.
      cookies.bindBrowser(reply, user?.id ?? crypto.randomUUID());
      reply.status(201);
      return {
        success: true as const,
        message: es.signup.registered,
        data: { email: req.body.email.toLowerCase() },
      };
    },
  );

  app.post(
    '/api/users/login',
    {
      schema: {
        summary: 'Sign in with e-mail and password',
        body: loginRequestSchema,
        response: responses({ 200: userAnswer }),
      },
      config: strict,
    },
    async (req, reply) => {
      const { email, tempUser } = req.body;
      const { user, session } = await signIn.signIn(
        req.body,
        { ip: req.ip, knownDevice: cookies.knownDevice(req, email) },
        tempUser ? cookies.takeGrant(req, reply, TRIAL_GRANT_COOKIE) : undefined,
      );
      cookies.session.set(reply, session);
      if (!tempUser) cookies.rememberDevice(req, reply, email);
      return presentSignedIn(user);
    },
  );

  app.get(
    '/api/users/validate-token',
    {
      schema: {
        summary: 'Check whether the session is valid and return its user',
        response: responses({ 200: validateAnswer, 401: validateRejected }),
      },
    },
    async (req, reply) => {
      const a = await req.auth();
      if (!a) {
        return reply.status(401).send({ success: false, isValid: false, message: es.login.tokenNotValid });
      }
      const user = await users.profile(a.user);
      return extend(presentUserTwice(user, 'OK'), { isValid: true as const });
    },
  );

  app.post(
    '/api/users/refresh-token',
    {
      schema: {
        summary: 'Renew the session with the refresh cookie',
        response: responses({ 200: userAnswer }),
      },
      config: strict,
    },
    async (req, reply) => {
      try {
        const { user, session } = await sessions.refreshSession(req.cookies[cookies.session.refresh]);
        cookies.session.set(reply, session);
        return presentSignedIn(user);
      } catch (err) {
        cookies.session.clear(reply);
        throw err;
      }
    },
  );

  app.post(
    '/api/users/logout',
    { schema: { summary: 'Sign out and end this session', response: responses({ 200: apiMessage }) } },
    async (req, reply) => {
      const a = await req.auth();
      await sessions.logout(req.cookies[cookies.session.refresh], a?.familyId);
      cookies.session.clear(reply);
      return { success: true as const, message: 'OK' };
    },
  );

  app.get(
    '/api/users/me',
    {
      config: { access: 'user' },
      schema: { summary: "Get the signed-in user's profile", response: responses({ 200: userAnswer }) },
    },
    async (req) => {
      const a = await guards.user(req);
      return { success: true as const, data: { user: await users.profile(a.user) } };
    },
  );

  /** An e-mailed link (verification, or the link that continues a trial): see emailLinks.verifyEmail. */
  app.post(
    '/api/users/verify',
    {
      schema: {
        summary: 'Follow an e-mailed verification or trial link, signing in if allowed',
        body: tokenSchema,
        response: responses({ 200: verifyAnswer }),
      },
      config: strict,
    },
    async (req, reply) => {
      const result = await emailLinks.verifyEmail(req.body.token, cookies.sameBrowser(req));
      if (!result.signedIn)
        return { success: true as const, message: result.message, data: { signedIn: false } };
      cookies.session.set(reply, result.session);
      cookies.clearBrowser(reply);
      if (result.setupGrant) cookies.grant(reply, SETUP_GRANT_COOKIE, result.setupGrant, SETUP_GRANT_TTL);
      return {
        success: true as const,
        message: result.message,
        data: { signedIn: true, user: result.user },
      };
    },
  );

  mailAfterAnswer(
    '/api/users/resend-verification',
    'Resend the link that verifies an e-mail address',
    emailOnlySchema,
    emailLinks.resendVerification,
    es.verification.resent,
  );

  app.post(
    '/api/users/reset-password-email',
    {
      schema: {
        summary: 'E-mail a link to reset or set a password',
        body: resetEmailRequestSchema,
        response: responses({ 200: apiMessage }),
      },
      config: strict,
    },
    async (req) => {
      emailLinks.requestPasswordEmail(req.body.email, req.body.purpose);
      return {
        success: true as const,
        message: req.body.purpose === 'set' ? es.password.setEmailSent : es.password.resetEmailSent,
      };
    },
  );

  app.post(
    '/api/users/reset-password',
    {
      schema: {
        summary: 'Set a new password from an e-mailed link',
        body: resetPasswordRequestSchema,
        response: responses({ 200: verifyAnswer }),
      },
      config: strict,
    },
    async (req, reply) => {
      const { purpose, user, session } = await passwords.resetPasswordFromLink(
        req.body.token,
        req.body.newPassword,
      );
      reply.header('referrer-policy', 'no-referrer');
      if (session && user) {
        // A first password, set from the e-mailed link: this browser is signed in (to the panel).
        cookies.session.set(reply, session);
        return { success: true as const, message: es.password.setDone, data: { signedIn: true, user } };
      }
      cookies.session.clear(reply);
      return {
        success: true as const,
        // Nobody signed in here: a first password is followed by the login (the spec's wording).
        message: purpose === 'set' ? es.password.setDoneLogin : es.password.resetDone,
        data: { signedIn: false },
      };
    },
  );

  /** The token page asks on load whether its link can still be used (no need to type first). */
  app.post(
    '/api/users/reset-password/check',
    {
      // Any text: a mangled link is simply not usable (the page says so), not a bad request.
      schema: {
        summary: 'Check whether an e-mailed password link can still be used',
        body: z.object({ token: z.string().max(500) }),
        response: responses({ 200: emailLinkCheckAnswer }),
      },
      config: strict,
    },
    async (req, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      const result = await emailLinks.passwordLinkUsable(req.body.token);
      return { success: true as const, message: 'OK', data: result };
    },
  );

  app.put(
    '/api/users/update-password',
    {
      schema: {
        summary: 'Change the password, given the current one',
        body: updatePasswordRequestSchema,
        response: responses({ 200: apiMessage }),
      },
      config: { ...strict, access: 'member' },
    },
    async (req) => {
      const a = await guards.member(req);
      await passwords.updatePassword(a.user, a.familyId, req.body.currentPassword, req.body.newPassword);
      return { success: true as const, message: es.password.updated };
    },
  );

  app.put(
    '/api/users/update-password-google',
    {
      schema: {
        summary: 'Set a first password on a Google or trial account',
        body: updatePasswordGoogleSchema,
        response: responses({ 200: userAnswer }),
      },
      config: strict,
    },
    async (req, reply) => {
      const { user, session } = await passwords.setFirstPassword({
        ...req.body,
        grant: cookies.takeGrant(req, reply, SETUP_GRANT_COOKIE),
      });
      cookies.session.set(reply, session);
      return { success: true as const, message: es.password.setDone, data: { user } };
    },
  );

  app.put(
    '/api/users/profile',
    {
      schema: {
        summary: "Update the signed-in user's profile",
        body: profileRequestSchema,
        response: responses({ 200: userAnswerWithUser }),
      },
      bodyLimit: 8 * 1024 * 1024,
      config: { access: 'member', rateLimit: rateLimits.writes },
    },
    async (req) => {
      const a = await guards.member(req);
      return presentUserTwice(await profile.changeProfile(a.user, req.body), es.panel.profileUpdated);
    },
  );

  app.post(
    '/api/users/trial/register',
    {
      schema: {
        summary: 'Sign up for the trial without a password',
        body: trialRegisterSchema,
        response: responses({ 200: apiMessage }),
      },
      config: strict,
    },
    async (req, reply) => {
      const { grant } = await registration.trialRegister(req.body);
      // Same cookies either way: a decoy grant (that opens nothing) when the address was taken.
      cookies.grant(reply, TRIAL_GRANT_COOKIE, grant ?? randomToken(32), TRIAL_GRANT_TTL);
      return { success: true as const, message: es.signup.registered };
    },
  );

  mailAfterAnswer(
    '/api/users/trial/continue',
    'E-mail a link to continue an existing trial',
    trialContinueSchema,
    emailLinks.trialContinue,
    es.trial.continueLinkSent,
  );
});
