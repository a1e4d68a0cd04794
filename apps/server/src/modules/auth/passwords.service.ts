import { es } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import { isCommonPassword } from '../../lib/common-passwords.js';
import { sha256 } from '../../lib/crypto.js';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import type { LoginThrottle } from '../../lib/limiter.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { UserRow } from '../users/users.repository.js';
import type { UsersService } from '../users/users.service.js';
import type { EmailTokenPurpose, EmailTokensRepository } from './email-tokens.repository.js';
import type { SessionsService } from './sessions.service.js';

/** A new password follows the sign-up rules: none of the most common ones. */
export function checkNewPassword(password: string) {
  if (isCommonPassword(password)) throw new AppError(400, es.signup.commonPassword);
}

export interface PasswordsDeps {
  clock: Clock;
  /** The users module: the accounts, their password hashes, and the user answer. */
  users: Pick<UsersService, 'findById' | 'passwordHashOf' | 'update' | 'profile'>;
  emailTokens: EmailTokensRepository;
  sessions: Pick<
    SessionsService,
    'issue' | 'withProfile' | 'endUnprovedAccess' | 'signOutEverywhere' | 'signOutOthers'
  >;
  /** Failed logins by account and source, shared across processes when Redis is configured. */
  throttle: LoginThrottle;
}

/**
 * Passwords: set from an e-mailed link, changed knowing the current one, a first one with a fresh
 * proof of the inbox, and the one that confirms deleting an account.
 */
export function passwordsService(d: PasswordsDeps) {
  const now = () => d.clock.now();

  /** A password is set only on an account that has none, with the sign-up rules. */
  async function setFirst(userId: string, newPassword: string) {
    if (await d.users.passwordHashOf(userId)) throw new AppError(403, es.errors.forbidden);
    checkNewPassword(newPassword);
    // Only ever after a fresh proof of the inbox (a setup grant or a set-password link): proven.
    const updated = await d.users.update(userId, {
      passwordHash: await hashPassword(newPassword),
      passwordProvenAt: now(),
      tempUser: false,
      isVerified: true,
    });
    if (!updated) throw new AppError(403, es.errors.forbidden);
    return updated;
  }

  /**
   * Sets a new password from an e-mailed token and signs out every session of the account. A
   * "set" link (a first password) also signs in the browser that followed it.
   */
  async function resetPassword(token: string, newPassword: string) {
    checkNewPassword(newPassword);
    const consumed = await d.emailTokens.consume(sha256(token), ['reset', 'set'], now());
    if (!consumed) throw new AppError(400, es.password.tokenInvalid);
    const passwordHash = await hashPassword(newPassword);
    // Following the link proves the mailbox: the account is verified and no longer temporary,
    // and the password is typed by the inbox's owner.
    const user = await d.users.update(consumed.userId, {
      passwordHash,
      passwordProvenAt: now(),
      tempUser: false,
      isVerified: true,
    });
    if (!user) throw new AppError(400, es.password.tokenInvalid);
    // Every session ends, the unproved ones first among them (a new password is set just now).
    await d.sessions.endUnprovedAccess(consumed.userId);
    await d.throttle.clearAccount(user.email);
    const purpose = consumed.purpose as 'reset' | 'set';
    const session = purpose === 'set' && user.isActive ? await d.sessions.issue(user.id) : null;
    return { purpose, user, session };
  }

  /**
   * PUT /api/users/update-password-google: a first password for an account that has none
   * (created with Google or as a trial), never on the e-mail or a session alone. The proof is
   * fresh: the setup grant this browser got by following an e-mailed link just now, or an unused
   * set-password token. Other sessions are signed out; this browser is signed in.
   */
  async function setFirstWithProof(input: {
    email: string;
    newPassword: string;
    token?: string | undefined;
    grant?: string | undefined;
  }) {
    const email = input.email.toLowerCase();
    const forbidden = () => new AppError(403, es.errors.forbidden);
    checkNewPassword(input.newPassword);
    const proofs: [string | undefined, EmailTokenPurpose[]][] = [
      [input.grant, ['setup']],
      [input.token, ['set', 'reset']],
    ];
    for (const [secret, purposes] of proofs) {
      if (!secret || secret.length > 200) continue;
      const consumed = await d.emailTokens.consume(sha256(secret), purposes, now());
      if (!consumed) continue;
      const owner = await d.users.findById(consumed.userId);
      if (!owner || owner.email !== email || !owner.isActive) throw forbidden();
      const user = await setFirst(owner.id, input.newPassword);
      await d.sessions.signOutEverywhere(owner.id);
      return { user, session: await d.sessions.issue(owner.id) };
    }
    throw forbidden();
  }

  return {
    /** A password from an e-mailed link; a first one ("set") also signs this browser in. */
    async resetPasswordFromLink(token: string, newPassword: string) {
      const { purpose, user, session } = await resetPassword(token, newPassword);
      return { purpose, session, user: session ? await d.users.profile(user) : null };
    },

    /** A first password with a fresh proof; answers the user and the session. */
    setFirstPassword: async (input: Parameters<typeof setFirstWithProof>[0]) =>
      d.sessions.withProfile(await setFirstWithProof(input)),

    async updatePassword(user: UserRow, familyId: string, currentPassword: string, newPassword: string) {
      const hash = await d.users.passwordHashOf(user.id);
      if (!hash || !(await verifyPassword(hash, currentPassword))) {
        throw new AppError(400, es.password.currentWrong);
      }
      checkNewPassword(newPassword);
      // Whoever changes it knew the current one: the new password is exactly as proven as the old
      // (password_proven_at is left as it is). An unproven one stays unproven, so the typer of an
      // unproven password cannot make it the owner's by changing it.
      await d.users.update(user.id, { passwordHash: await hashPassword(newPassword) });
      await d.sessions.signOutOthers(user.id, familyId);
    },

    /**
     * The password that confirms deleting an account: 400 without one, 403 when wrong. Failures
     * count against the account and source like sign-in failures (the same throttle).
     */
    async confirmPassword(user: UserRow, password: string | undefined, ip: string) {
      if (!password) throw new AppError(400, es.privacy.passwordRequired);
      const wait = await d.throttle.retryAfterSeconds(user.email, ip, true);
      if (wait > 0) throw tooManyRequests(wait, 'password_failures');
      const hash = await d.users.passwordHashOf(user.id);
      if (!hash || !(await verifyPassword(hash, password))) {
        await d.throttle.failure(user.email, ip, true);
        throw new AppError(403, es.privacy.wrongPassword);
      }
    },
  };
}
export type PasswordsService = ReturnType<typeof passwordsService>;
