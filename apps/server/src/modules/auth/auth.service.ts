import { es } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { Storage } from '../../adapters/storage/types.js';
import type { Config } from '../../config.js';
import { isCommonPassword } from '../../lib/common-passwords.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { AttemptLimiter } from '../../lib/limiter.js';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password.js';
import type { MailService } from '../mail/mail.service.js';
import type { UserRow, UsersRepository } from '../users/users.repository.js';
import { authMails } from './auth.mails.js';
import { REFRESH_TTL_SECONDS } from './auth.plugin.js';
import type { EmailTokenPurpose, EmailTokensRepository } from './email-tokens.repository.js';
import type { SessionsRepository } from './sessions.repository.js';
import type { AccessTokens } from './tokens.js';

const HOUR = 3600_000;
const VERIFY_TTL = 24 * HOUR;
const RESET_TTL = HOUR;
/** Failed logins per account per window before we stop evaluating passwords. */
export const ACCOUNT_FAILURE_LIMIT = 10;

export interface IssuedSession {
  access: string;
  refresh: string;
  refreshMaxAge: number;
  familyId: string;
}

export interface AuthDeps {
  config: Config;
  clock: Clock;
  users: UsersRepository;
  sessions: SessionsRepository;
  emailTokens: EmailTokensRepository;
  tokens: AccessTokens;
  mail: MailService;
  storage: Storage;
  /** Failed logins per account (e-mail), shared across processes when Redis is configured. */
  accountFailures: AttemptLimiter;
}

export function authService(d: AuthDeps) {
  const now = () => d.clock.now();
  const link = (path: string, params: Record<string, string>) =>
    `${d.config.publicUrl}${path}?${new URLSearchParams(params).toString()}`;

  async function issueSession(
    userId: string,
    familyId: string = crypto.randomUUID(),
    familyExpiresAt?: Date,
  ) {
    const refresh = randomToken(32);
    const t = now();
    const familyEnd = familyExpiresAt ?? new Date(t.getTime() + REFRESH_TTL_SECONDS * 1000);
    await d.sessions.insert({
      userId,
      familyId,
      tokenHash: sha256(refresh),
      expiresAt: familyEnd,
      familyExpiresAt: familyEnd,
    });
    const access = await d.tokens.sign({ sub: userId, sid: familyId });
    const refreshMaxAge = Math.max(1, Math.floor((familyEnd.getTime() - t.getTime()) / 1000));
    return { access, refresh, refreshMaxAge, familyId } satisfies IssuedSession;
  }

  async function createEmailToken(userId: string, purpose: EmailTokenPurpose, ttlMs: number) {
    const token = randomToken(32);
    await d.emailTokens.invalidate(userId, purpose === 'verify' ? ['verify'] : ['reset', 'set'], now());
    await d.emailTokens.insert({
      userId,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(now().getTime() + ttlMs),
    });
    return token;
  }

  async function sendVerification(user: UserRow) {
    const token = await createEmailToken(user.id, 'verify', VERIFY_TTL);
    await d.mail.enqueue(authMails.verification(user.email, user.name, link('/verify-email', { token })));
  }

  function checkNewPassword(password: string) {
    if (isCommonPassword(password)) throw new AppError(400, es.signup.commonPassword);
  }

  return {
    issueSession,

    async register(input: {
      name: string;
      lastName: string;
      email: string;
      password: string;
      phone: string;
    }) {
      checkNewPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      const user = await d.users.insert({
        name: input.name,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        passwordHash,
        role: 'visitor',
        isVerified: false,
      });
      if (!user) throw new AppError(409, es.signup.emailTaken);
      await sendVerification(user);
      return user;
    },

    async login(input: { email: string; password?: string; tempUser?: true }) {
      const email = input.email.toLowerCase();
      const fail = () => new AppError(401, es.login.invalidCredentials);

      if (input.tempUser) {
        const user = await d.users.findCredentials(email);
        // Same work either way: an unknown e-mail takes as long as a known one.
        if (!user?.tempUser || user.passwordHash) throw fail();
        if (!user.isActive) throw new AppError(403, es.login.inactive);
        return { user, session: await issueSession(user.id) };
      }

      if ((await d.accountFailures.count(email)) >= ACCOUNT_FAILURE_LIMIT) {
        throw new AppError(429, es.errors.tooManyRequests);
      }
      const user = await d.users.findCredentials(email);
      if (!user?.passwordHash) {
        await verifyPassword(await dummyHash(), input.password ?? '');
        if (user?.googleSubject) {
          throw new AppError(
            401,
            `${es.login.googleAccount}. Inicia sesión con Google o establece una contraseña.`,
          );
        }
        await d.accountFailures.hit(email);
        throw fail();
      }
      if (!(await verifyPassword(user.passwordHash, input.password ?? ''))) {
        await d.accountFailures.hit(email);
        throw fail();
      }
      if (!user.isActive) throw new AppError(403, es.login.inactive);
      await d.accountFailures.reset(email);
      return { user, session: await issueSession(user.id) };
    },

    /** Rotates a refresh token. A token used twice revokes its whole family. */
    async refresh(refreshToken: string | undefined) {
      if (!refreshToken || refreshToken.length > 200) throw new AppError(401, es.login.tokenNotValid);
      const hash = sha256(refreshToken);
      const consumed = await d.sessions.consume(hash, now());
      if (!consumed) {
        const known = await d.sessions.findByHash(hash);
        if (known) await d.sessions.revokeFamily(known.familyId, now());
        throw new AppError(401, es.login.tokenNotValid);
      }
      const user = await d.users.findById(consumed.userId);
      if (!user?.isActive) {
        await d.sessions.revokeFamily(consumed.familyId, now());
        throw new AppError(401, es.login.tokenNotValid);
      }
      return { user, session: await issueSession(user.id, consumed.familyId, consumed.familyExpiresAt) };
    },

    async logout(refreshToken: string | undefined, familyId: string | undefined) {
      if (familyId) await d.sessions.revokeFamily(familyId, now());
      if (refreshToken && refreshToken.length <= 200) {
        const known = await d.sessions.findByHash(sha256(refreshToken));
        if (known) await d.sessions.revokeFamily(known.familyId, now());
      }
    },

    /** Verifies an e-mail token; an already verified account counts as success. */
    async verifyEmail(token: string) {
      const hash = sha256(token);
      const consumed = await d.emailTokens.consume(hash, ['verify'], now());
      if (consumed) {
        const user = await d.users.update(consumed.userId, { isVerified: true });
        if (!user) throw new AppError(400, es.password.tokenInvalid);
        return { user, alreadyVerified: false };
      }
      const known = await d.emailTokens.find(hash);
      if (known?.purpose === 'verify') {
        const user = await d.users.findById(known.userId);
        if (user?.isVerified) return { user, alreadyVerified: true };
      }
      throw new AppError(400, es.password.tokenInvalid);
    },

    async resendVerification(email: string) {
      const user = await d.users.findByEmail(email);
      if (user && !user.isVerified && user.isActive) await sendVerification(user);
    },

    async requestPasswordEmail(email: string, purpose: 'reset' | 'set') {
      const user = await d.users.findByEmail(email);
      if (!user?.isActive) return;
      // Temporary and Google accounts have no password yet: they always get the "set" wording.
      const hasNoPassword = !(await d.users.passwordHashOf(user.id));
      const kind: EmailTokenPurpose = purpose === 'set' || hasNoPassword ? 'set' : 'reset';
      const token = await createEmailToken(user.id, kind, RESET_TTL);
      const url = link('/reset-password', kind === 'set' ? { token, type: 'set' } : { token });
      await d.mail.enqueue(
        kind === 'set'
          ? authMails.setPassword(user.email, user.name, url)
          : authMails.reset(user.email, user.name, url),
      );
    },

    /** Sets a new password from an e-mailed token; signs out every session of the user. */
    async resetPassword(token: string, newPassword: string) {
      checkNewPassword(newPassword);
      const consumed = await d.emailTokens.consume(sha256(token), ['reset', 'set'], now());
      if (!consumed) throw new AppError(400, es.password.tokenInvalid);
      const passwordHash = await hashPassword(newPassword);
      // Following the link proves the mailbox: the account is verified and no longer temporary.
      await d.users.update(consumed.userId, { passwordHash, tempUser: false, isVerified: true });
      await d.sessions.revokeUser(consumed.userId, now());
      await d.accountFailures.reset((await d.users.findById(consumed.userId))?.email ?? '');
      return { purpose: consumed.purpose as 'reset' | 'set' };
    },

    async updatePassword(user: UserRow, familyId: string, currentPassword: string, newPassword: string) {
      const hash = await d.users.passwordHashOf(user.id);
      if (!hash || !(await verifyPassword(hash, currentPassword))) {
        throw new AppError(400, es.password.currentWrong);
      }
      checkNewPassword(newPassword);
      await d.users.update(user.id, { passwordHash: await hashPassword(newPassword) });
      await d.sessions.revokeUser(user.id, now(), familyId);
    },

    /**
     * Sets a password on an account that has none (Google or temporary). Never on the e-mail
     * alone: the caller is signed in as that e-mail, or carries an unused set-password token for it.
     */
    async setPasswordForAccount(
      auth: { user: UserRow; familyId: string } | null,
      input: { email: string; newPassword: string; token?: string | undefined },
    ) {
      const email = input.email.toLowerCase();
      let userId: string | null = null;
      if (auth && auth.user.email === email) userId = auth.user.id;
      else if (input.token) {
        const consumed = await d.emailTokens.consume(sha256(input.token), ['set', 'reset'], now());
        const owner = consumed ? await d.users.findById(consumed.userId) : null;
        if (owner && owner.email === email) userId = owner.id;
      }
      if (!userId) throw new AppError(403, es.errors.forbidden);
      checkNewPassword(input.newPassword);
      await d.users.update(userId, {
        passwordHash: await hashPassword(input.newPassword),
        tempUser: false,
      });
      await d.sessions.revokeUser(userId, now(), auth?.user.id === userId ? auth.familyId : undefined);
    },

    async updateProfile(
      user: UserRow,
      input: { name: string; lastName: string; avatarImage?: string | undefined },
    ) {
      let avatarUrl: string | undefined;
      if (input.avatarImage) {
        const m = /^data:image\/(png|jpeg|webp|gif);base64,(.+)$/.exec(input.avatarImage);
        if (!m?.[1] || !m[2]) throw new AppError(400, es.panel.profileError);
        const bytes = Buffer.from(m[2], 'base64');
        const ext = m[1] === 'jpeg' ? 'jpg' : m[1];
        if (!looksLikeImage(bytes, m[1])) throw new AppError(400, es.panel.profileError);
        const key = `avatars/${user.id}_${Date.now()}.${ext}`;
        await d.storage.put(key, bytes, `image/${m[1]}`);
        avatarUrl = d.storage.publicUrl(key);
      }
      const updated = await d.users.update(user.id, {
        name: input.name,
        lastName: input.lastName,
        ...(avatarUrl ? { avatarUrl } : {}),
      });
      if (!updated) throw new AppError(404, es.errors.notFound);
      return updated;
    },

    /** Trial sign-up: a temporary visitor without a password, verified by e-mail. */
    async trialRegister(input: { name: string; lastName: string; email: string }) {
      const existing = await d.users.findByEmail(input.email);
      if (existing) {
        if (!existing.tempUser) throw new AppError(409, es.signup.emailTaken);
        if (!existing.isVerified) await sendVerification(existing);
        return existing;
      }
      const user = await d.users.insert({
        name: input.name,
        lastName: input.lastName,
        email: input.email,
        role: 'visitor',
        tempUser: true,
        isVerified: false,
      });
      if (!user) throw new AppError(409, es.signup.emailTaken);
      await sendVerification(user);
      return user;
    },

    async trialCanContinue(email: string) {
      const user = await d.users.findCredentials(email);
      return Boolean(user?.tempUser && !user.passwordHash && user.isActive);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;

/** Checks the magic bytes of an uploaded image against its declared type. */
function looksLikeImage(bytes: Buffer, type: string): boolean {
  if (bytes.length < 12) return false;
  switch (type) {
    case 'png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'gif':
      return bytes.subarray(0, 4).toString('ascii') === 'GIF8';
    case 'webp':
      return (
        bytes.subarray(0, 4).toString('ascii') === 'RIFF' &&
        bytes.subarray(8, 12).toString('ascii') === 'WEBP'
      );
    default:
      return false;
  }
}
