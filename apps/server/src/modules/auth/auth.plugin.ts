import { es } from '@sanarte/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../adapters/clock.js';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/errors.js';
import { cookieName } from '../../plugins/app/security.js';
import type { UserRow } from '../users/users.repository.js';
import type { UsersService } from '../users/users.service.js';
import type { SessionsRepository } from './sessions.repository.js';
import { ACCESS_TTL_SECONDS, type AccessTokens } from './tokens.js';

export interface RequestAuth {
  user: UserRow;
  familyId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Checked against the database once per request. */
    auth(): Promise<RequestAuth | null>;
  }
}

export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

export function sessionCookies(config: Config) {
  const access = cookieName(config, 'access_token');
  const refresh = cookieName(config, 'refresh_token');
  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies };
  return {
    access,
    refresh,
    set(reply: FastifyReply, tokens: { access: string; refresh: string; refreshMaxAge: number }) {
      reply.setCookie(access, tokens.access, { ...base, maxAge: ACCESS_TTL_SECONDS });
      reply.setCookie(refresh, tokens.refresh, { ...base, maxAge: tokens.refreshMaxAge });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(access, base);
      reply.clearCookie(refresh, base);
    },
  };
}

export function registerRequestAuth(
  app: FastifyInstance,
  deps: {
    config: Config;
    tokens: AccessTokens;
    sessions: SessionsRepository;
    /** The users module: the account behind a session. */
    users: Pick<UsersService, 'findById'>;
    clock: Clock;
  },
) {
  const cookies = sessionCookies(deps.config);
  const cache = new WeakMap<FastifyRequest, Promise<RequestAuth | null>>();

  async function resolve(request: FastifyRequest): Promise<RequestAuth | null> {
    const token = request.cookies[cookies.access];
    if (!token) return null;
    const claims = await deps.tokens.verify(token);
    if (!claims) return null;
    const [user, alive] = await Promise.all([
      deps.users.findById(claims.sub),
      deps.sessions.familyAlive(claims.sid, deps.clock.now()),
    ]);
    if (!user || !alive || !user.isActive) return null;
    return { user, familyId: claims.sid };
  }

  app.decorateRequest('auth', function (this: FastifyRequest) {
    let p = cache.get(this);
    if (!p) {
      p = resolve(this);
      cache.set(this, p);
    }
    return p;
  });
}

export type AccessLevel = 'user' | 'member' | 'staff' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route: checked on the matched route before the body is parsed, so an
     * anonymous caller gets 401 and a wrong role 403 whatever it sent. Unset: public.
     */
    access?: AccessLevel;
  }
}

/** Enforces each route's declared `config.access` first thing after routing. */
export function registerAccessControl(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const level = request.routeOptions.config.access;
    if (level) await guards[level](request);
  });
}

const STAFF = new Set(['admin', 'crmUser']);
/** The back-office's people: admin, and crmUser who may only read. */
export const isBackOfficeUser = (user: Pick<UserRow, 'role'>) => STAFF.has(user.role);

/**
 * The name of the back-office member signed in on this request, verified (whom the back-office
 * itself lets in), or null: the dashboard's outline greets them (plugins/external/web.ts).
 */
export async function backOfficeName(request: FastifyRequest): Promise<string | null> {
  const auth = await request.auth();
  return auth?.user.isVerified && isBackOfficeUser(auth.user) ? auth.user.name : null;
}

/**
 * The name of the verified account signed in on this request (whom the panel lets in), or null:
 * the panel's welcome page outline greets them (plugins/external/web.ts).
 */
export async function listenerName(request: FastifyRequest): Promise<string | null> {
  const auth = await request.auth();
  return auth?.user.isVerified ? auth.user.name : null;
}
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Route guards: anonymous → 401, signed in without the role → 403. */
export const guards = {
  async user(request: FastifyRequest): Promise<RequestAuth> {
    const auth = await request.auth();
    if (!auth) throw new AppError(401, es.errors.unauthorized);
    return auth;
  },
  async member(request: FastifyRequest): Promise<RequestAuth> {
    const auth = await guards.user(request);
    if (auth.user.tempUser) throw new AppError(403, es.errors.forbidden);
    return auth;
  },
  /** admin, or crmUser for reads only. */
  async staff(request: FastifyRequest): Promise<RequestAuth> {
    const auth = await guards.user(request);
    const role = auth.user.role;
    if (!isBackOfficeUser(auth.user)) throw new AppError(403, es.errors.forbidden);
    if (role === 'crmUser' && !SAFE.has(request.method)) throw new AppError(403, es.errors.forbidden);
    return auth;
  },
  async admin(request: FastifyRequest): Promise<RequestAuth> {
    const auth = await guards.user(request);
    if (auth.user.role !== 'admin') throw new AppError(403, es.errors.forbidden);
    return auth;
  },
};
