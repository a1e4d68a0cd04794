import { es, googleCallbackSchema } from '@sanarte/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OidcFlow, OidcIdentity, OidcProvider } from '../../adapters/oidc.js';
import type { AppDeps } from '../../app.js';
import { users as usersTable } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { UsersService } from '../users/users.service.js';
import { sessionCookies } from './auth.plugin.js';
import type { AuthService } from './auth.service.js';

const FLOW_COOKIE = 'oidc_flow';

/**
 * Google sign-in. The flow's state, nonce and PKCE verifier live in a signed httpOnly cookie, so
 * the callback only completes in the browser that started it. Users are keyed by issuer + subject;
 * an existing account is linked only when the provider says the e-mail is verified.
 */
export function googleRoutes(
  deps: AppDeps & {
    auth: AuthService;
    users: UsersService;
    usersRepo: UsersRepository;
    oidc: OidcProvider | null;
  },
): FastifyPluginAsyncZod {
  const { config, oidc, auth, users, usersRepo } = deps;
  const cookies = sessionCookies(config);
  const db = deps.database.db;

  async function findOrCreate(id: OidcIdentity) {
    const linked = await db
      .select({ id: usersTable.id })
      .from(usersTable)
      .where(and(eq(usersTable.googleIssuer, id.issuer), eq(usersTable.googleSubject, id.subject)))
      .limit(1);
    if (linked[0]) return usersRepo.findById(linked[0].id);

    const existing = await usersRepo.findByEmail(id.email);
    if (existing) {
      if (!id.emailVerified) throw new AppError(409, es.google.authError);
      // Linking proves the mailbox. A password set by someone who never verified it is dropped,
      // so an account pre-registered with this e-mail cannot be taken over.
      return usersRepo.update(existing.id, {
        googleIssuer: id.issuer,
        googleSubject: id.subject,
        isVerified: true,
        ...(existing.isVerified ? {} : { passwordHash: null }),
      });
    }
    return usersRepo.insert({
      name: id.givenName || id.email.split('@')[0] || 'Usuario',
      lastName: id.familyName,
      email: id.email,
      role: 'visitor',
      isVerified: id.emailVerified,
      googleIssuer: id.issuer,
      googleSubject: id.subject,
    });
  }

  return async (app) => {
    app.get('/api/login-auth/google/status', async () => ({ success: true, enabled: oidc !== null }));

    app.get(
      '/api/login-auth/google',
      { config: { rateLimit: deps.rateLimits.auth } },
      async (_req, reply) => {
        if (!oidc)
          return reply.redirect(
            `/login?mode=login&googleError=${encodeURIComponent(es.google.notConfigured)}`,
          );
        const { url, flow } = await oidc.start();
        reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.secureCookies,
          signed: true,
          maxAge: 600,
        });
        return reply.redirect(url);
      },
    );

    app.post(
      '/api/login-auth/google/callback',
      { schema: { body: googleCallbackSchema }, config: { rateLimit: deps.rateLimits.auth } },
      async (req, reply) => {
        if (!oidc) throw new AppError(404, es.google.notConfigured);
        const raw = req.cookies[FLOW_COOKIE];
        const unsigned = raw ? req.unsignCookie(raw) : null;
        reply.clearCookie(FLOW_COOKIE, { path: '/' });
        if (!unsigned?.valid || !unsigned.value) throw new AppError(400, es.google.processError);
        let flow: OidcFlow;
        try {
          flow = JSON.parse(unsigned.value) as OidcFlow;
        } catch {
          throw new AppError(400, es.google.processError);
        }
        let identity: OidcIdentity;
        try {
          identity = await oidc.finish(req.body, flow);
        } catch (err) {
          req.log.warn({ err: (err as Error).message }, 'google sign-in failed');
          throw new AppError(401, es.google.authError);
        }
        const user = await findOrCreate(identity);
        if (!user) throw new AppError(500, es.google.processError);
        if (!user.isActive) throw new AppError(403, es.google.contactAdmin);
        cookies.set(reply, await auth.issueSession(user.id));
        const profile = await users.profile(user);
        return { success: true, message: 'OK', user: profile, data: { user: profile } };
      },
    );
  };
}
