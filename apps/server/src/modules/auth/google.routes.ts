import { es, googleCallbackSchema, googleStatusAnswer, userAnswerWithUser } from '@sanarte/shared';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { responses } from '../../lib/responses.js';
import { routes } from '../../lib/route-options.js';
import { sessionCookies } from './auth.plugin.js';
import { presentUserTwice } from './auth.presenter.js';
import type { GoogleService } from './google.service.js';

const FLOW_COOKIE = 'oidc_flow';

export interface GoogleRoutesDeps {
  google: GoogleService;
  /** Cookie names (secureCookies). */
  config: Config;
  rateLimits: RateLimits;
}

/**
 * Google sign-in. The flow's state, nonce and PKCE verifier live in a signed httpOnly cookie, so
 * the callback only completes in the browser that started it.
 */
export const googleRoutes = routes(async (app, { google, config, rateLimits }: GoogleRoutesDeps) => {
  const cookies = sessionCookies(config);
  app.get(
    '/api/login-auth/google/status',
    {
      schema: {
        summary: 'Tell whether Google sign-in is enabled',
        response: responses({ 200: googleStatusAnswer }),
      },
    },
    async () => ({ success: true as const, enabled: google.enabled }),
  );

  app.get(
    '/api/login-auth/google',
    {
      schema: {
        summary: 'Start Google sign-in by redirecting to Google',
        response: responses({ 302: z.null().describe('redirect to Google, or to /login') }),
      },
      config: { rateLimit: rateLimits.auth },
    },
    async (_req, reply) => {
      const started = await google.start();
      if (!started)
        return reply.redirect(`/login?mode=login&googleError=${encodeURIComponent(es.google.notConfigured)}`);
      reply.setCookie(FLOW_COOKIE, JSON.stringify(started.flow), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        signed: true,
        maxAge: 600,
      });
      return reply.redirect(started.url);
    },
  );

  app.post(
    '/api/login-auth/google/callback',
    {
      schema: {
        summary: 'Finish Google sign-in and start a session',
        body: googleCallbackSchema,
        response: responses({ 200: userAnswerWithUser }),
      },
      config: { rateLimit: rateLimits.auth },
    },
    async (req, reply) => {
      const raw = req.cookies[FLOW_COOKIE];
      const unsigned = raw ? req.unsignCookie(raw) : null;
      if (google.enabled) reply.clearCookie(FLOW_COOKIE, { path: '/' });
      const flow = unsigned?.valid && unsigned.value ? unsigned.value : null;
      const { user, session } = await google.finish(req.body, flow);
      cookies.set(reply, session);
      return presentUserTwice(user, 'OK');
    },
  );
});
