import { es } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { hmac, randomToken, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { UserRow } from '../users/users.repository.js';
import type { UsersService } from '../users/users.service.js';
import { REFRESH_TTL_SECONDS } from './auth.plugin.js';
import type { EmailTokensRepository } from './email-tokens.repository.js';
import type { SessionsRepository } from './sessions.repository.js';
import type { AccessTokens } from './tokens.js';

/** Two tabs refreshing at once: the second gets the same new token instead of revoking the family. */
export const REFRESH_GRACE_MS = 10_000;

export interface IssuedSession {
  access: string;
  refresh: string;
  refreshMaxAge: number;
  familyId: string;
}

export interface SessionsDeps {
  config: Config;
  clock: Clock;
  /** The users module: the accounts, and the user answer. */
  users: Pick<UsersService, 'findById' | 'profile'>;
  sessions: SessionsRepository;
  emailTokens: EmailTokensRepository;
  tokens: AccessTokens;
}

/**
 * Sessions: a refresh token per browser, in families that rotate on every refresh, and the
 * access token signed with each. Opening, rotating and ending them.
 */
export function sessionsService(d: SessionsDeps) {
  const now = () => d.clock.now();

  /** The token that replaces `refresh` on rotation: derived, so a second caller can be given it too. */
  const successorOf = (refresh: string) => hmac(d.config.appSecret, `refresh-successor:${refresh}`);

  async function issue(
    userId: string,
    familyId: string = crypto.randomUUID(),
    familyExpiresAt?: Date,
    refresh: string = randomToken(32),
  ) {
    const familyEnd = familyExpiresAt ?? new Date(now().getTime() + REFRESH_TTL_SECONDS * 1000);
    await d.sessions.insert({
      userId,
      familyId,
      tokenHash: sha256(refresh),
      expiresAt: familyEnd,
      familyExpiresAt: familyEnd,
    });
    return sessionFor(userId, familyId, familyEnd, refresh);
  }

  /** The cookies' values for a refresh token already stored: a fresh access token, and its age. */
  async function sessionFor(userId: string, familyId: string, familyEnd: Date, refresh: string) {
    const access = await d.tokens.sign({ sub: userId, sid: familyId });
    const refreshMaxAge = Math.max(1, Math.floor((familyEnd.getTime() - now().getTime()) / 1000));
    return { access, refresh, refreshMaxAge, familyId } satisfies IssuedSession;
  }

  /**
   * Rotates a refresh token. The token just rotated, shown again within 10 seconds (two tabs
   * refreshing at once), gets the same successor; any other reuse revokes the whole family.
   */
  async function rotate(refreshToken: string | undefined) {
    if (!refreshToken || refreshToken.length > 200) throw new AppError(401, es.login.tokenNotValid);
    const hash = sha256(refreshToken);
    const consumed = await d.sessions.consume(hash, now());
    if (!consumed) {
      const known = await d.sessions.findByHash(hash);
      if (!known) throw new AppError(401, es.login.tokenNotValid);
      const inGrace =
        known.usedAt !== null &&
        known.revokedAt === null &&
        now().getTime() - known.usedAt.getTime() <= REFRESH_GRACE_MS &&
        known.familyExpiresAt.getTime() > now().getTime();
      const user = inGrace ? await d.users.findById(known.userId) : null;
      if (!user?.isActive) {
        await d.sessions.revokeFamily(known.familyId, now());
        throw new AppError(401, es.login.tokenNotValid);
      }
      // The successor was stored by the first caller: the same pair again, with a fresh access token.
      const session = await sessionFor(
        user.id,
        known.familyId,
        known.familyExpiresAt,
        successorOf(refreshToken),
      );
      return { user, session };
    }
    const user = await d.users.findById(consumed.userId);
    if (!user?.isActive) {
      await d.sessions.revokeFamily(consumed.familyId, now());
      throw new AppError(401, es.login.tokenNotValid);
    }
    return {
      user,
      session: await issue(user.id, consumed.familyId, consumed.familyExpiresAt, successorOf(refreshToken)),
    };
  }

  /** The user answer for a session just opened. */
  const withProfile = async <T extends { user: UserRow }>(r: T) => ({
    ...r,
    user: await d.users.profile(r.user),
  });

  return {
    /** Opens a new session family for the account (or stores a rotated token in one). */
    issue,

    withProfile,

    /** Rotates the refresh token; answers the user and the new session. */
    refreshSession: async (refreshToken: string | undefined) => withProfile(await rotate(refreshToken)),

    async logout(refreshToken: string | undefined, familyId: string | undefined) {
      if (familyId) await d.sessions.revokeFamily(familyId, now());
      if (refreshToken && refreshToken.length <= 200) {
        const known = await d.sessions.findByHash(sha256(refreshToken));
        if (known) await d.sessions.revokeFamily(known.familyId, now());
      }
    },

    /** Ends every session of an account (a deactivated account, a password set from a proof). */
    signOutEverywhere: (userId: string) => d.sessions.revokeUser(userId, now()),

    /** Ends every session of an account but the family `keepFamilyId` (a password changed). */
    signOutOthers: (userId: string, keepFamilyId: string) =>
      d.sessions.revokeUser(userId, now(), keepFamilyId),

    /**
     * The owner proved the inbox for the first time (the account was unverified until now), or
     * proved it with Google while the password was one nobody had shown to be the owner's. Every
     * session opened so far, and a trial's passwordless sign-in not used yet, may belong to someone
     * who had not proved it: they end. An access token dies with its session family (the
     * request auth asks whether the family is alive on every request).
     */
    async endUnprovedAccess(userId: string) {
      await d.sessions.revokeUser(userId, now());
      await d.emailTokens.invalidate(userId, ['trial-grant'], now());
    },

    /** A deleted account's sessions and e-mailed links, in the deletion's transaction. */
    async forgetUser(tx: Db, userId: string) {
      await d.sessions.deleteUser(tx, userId);
      await d.emailTokens.deleteUser(tx, userId);
    },

    /** The account's sessions (browser, start, end), for its data export. */
    sessionsOf: (userId: string) => d.sessions.ofUser(userId),
  };
}
export type SessionsService = ReturnType<typeof sessionsService>;
