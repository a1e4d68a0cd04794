import { es, personName } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { OidcIdentity } from '../../adapters/oidc.js';
import type { Storage } from '../../adapters/storage/types.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { isCommonPassword } from '../../lib/common-passwords.js';
import { hmac, randomToken, sha256 } from '../../lib/crypto.js';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import type { LoginThrottle, RecipientLimit } from '../../lib/limiter.js';
import type { BusinessMetrics } from '../../lib/metrics.js';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password.js';
import type { MailService } from '../mail/mail.service.js';
import type { UserRow } from '../users/users.repository.js';
import type { UsersService } from '../users/users.service.js';
import { authMails } from './auth.mails.js';
import { REFRESH_TTL_SECONDS } from './auth.plugin.js';
import type { EmailTokenPurpose, EmailTokensRepository } from './email-tokens.repository.js';
import type { SessionsRepository } from './sessions.repository.js';
import type { AccessTokens } from './tokens.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const VERIFY_TTL = 24 * HOUR;
const RESET_TTL = HOUR;
/** The e-mailed link that confirms deleting an account without a password. */
const DELETE_ACCOUNT_TTL = HOUR;
/** The e-mailed link that continues a trial on any device. */
const SIGNIN_TTL = HOUR;
/** The one passwordless sign-in the browser that just registered a trial may make. */
export const TRIAL_GRANT_TTL = 30 * MINUTE;
/** After following an e-mailed link, a first password may be set for this long. */
export const SETUP_GRANT_TTL = 30 * MINUTE;
/** Two tabs refreshing at once: the second gets the same new token instead of revoking the family. */
export const REFRESH_GRACE_MS = 10_000;

/** Where a sign-in attempt comes from: its IP, and whether this browser is one the account knows. */
export interface LoginSource {
  ip: string;
  /** A device cookie that is valid for the e-mail being tried. */
  knownDevice: boolean;
}

export interface IssuedSession {
  access: string;
  refresh: string;
  refreshMaxAge: number;
  familyId: string;
}

export interface AuthDeps {
  config: Config;
  clock: Clock;
  /** The users module: the accounts, and the user answer. */
  users: UsersService;
  sessions: SessionsRepository;
  emailTokens: EmailTokensRepository;
  tokens: AccessTokens;
  mail: MailService;
  storage: Storage;
  /** Failed logins by account and source, shared across processes when Redis is configured. */
  throttle: LoginThrottle;
  /**
   * The account e-mails one address may receive (ACCOUNT_MAIL_LIMIT), counted across processes:
   * every e-mail an anonymous request can make the service send takes one.
   */
  recipients: RecipientLimit;
  /** The privacy module: records the terms and privacy policy a new account accepted. */
  consents: { recordSignup(userId: string, source: 'signup' | 'trial'): Promise<void> };
  metrics: Pick<BusinessMetrics, 'signups'>;
}

export function authService(d: AuthDeps) {
  const now = () => d.clock.now();
  const link = (path: string, params: Record<string, string>) =>
    `${d.config.publicUrl}${path}?${new URLSearchParams(params).toString()}`;

  /** The token that replaces `refresh` on rotation: derived, so a second caller can be given it too. */
  const successorOf = (refresh: string) => hmac(d.config.appSecret, `refresh-successor:${refresh}`);

  async function issueSession(
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

  /** Purposes that replace each other: a new link of one makes the older ones useless. */
  const family = (purpose: EmailTokenPurpose): EmailTokenPurpose[] =>
    purpose === 'reset' || purpose === 'set' ? ['reset', 'set'] : [purpose];

  async function createEmailToken(userId: string, purpose: EmailTokenPurpose, ttlMs: number) {
    const token = randomToken(32);
    await d.emailTokens.invalidate(userId, family(purpose), now());
    await d.emailTokens.insert({
      userId,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(now().getTime() + ttlMs),
    });
    return token;
  }

  /** Within the address's share of account e-mails: past it, none is sent and no link is made. */
  const withinShare = (address: string) => d.recipients.allow(address);

  async function verificationMail(user: UserRow) {
    if (!(await withinShare(user.email))) return null;
    const token = await createEmailToken(user.id, 'verify', VERIFY_TTL);
    return authMails.verification(user.email, user.name, link('/verify-email', { token }));
  }

  /** A password is set only on an account that has none, with the sign-up rules. */
  async function setFirstPassword(userId: string, newPassword: string) {
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

  function checkNewPassword(password: string) {
    if (isCommonPassword(password)) throw new AppError(400, es.signup.commonPassword);
  }

  /**
   * The owner proved the inbox for the first time (the account was unverified until now), or
   * proved it with Google while the password was one nobody had shown to be the owner's. Every
   * session opened so far, and a trial's passwordless sign-in not used yet, may belong to someone
   * who had not proved it: they end. An access token dies with its session family (the
   * request auth asks whether the family is alive on every request).
   */
  async function endUnprovedAccess(userId: string) {
    await d.sessions.revokeUser(userId, now());
    await d.emailTokens.invalidate(userId, ['trial-grant'], now());
  }

  /** The user answer for a session just opened. */
  const withProfile = async <T extends { user: UserRow }>(r: T) => ({
    ...r,
    user: await d.users.profile(r.user),
  });

  const api = {
    issueSession,

    /**
     * Sign-up. An address that already has an account gets the same answer as a new one (nobody
     * learns who is registered); its owner gets an e-mail instead. Null then.
     */
    async register(input: {
      name: string;
      lastName: string;
      email: string;
      password: string;
      phone: string;
    }): Promise<UserRow | null> {
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
      if (!user) {
        d.mail.enqueueAfterAnswer(async () => {
          const owner = await d.users.findByEmail(input.email);
          return owner?.isActive && (await withinShare(owner.email))
            ? authMails.existingAccount(owner.email, owner.name, `${d.config.publicUrl}/login?mode=login`)
            : null;
        });
        return null;
      }
      await d.consents.recordSignup(user.id, 'signup');
      d.metrics.signups.inc({ method: 'password' });
      d.mail.enqueueAfterAnswer(() => verificationMail(user));
      return user;
    },

    /** E-mail and password, throttled by account and source (see loginThrottle). */
    async login(input: { email: string; password?: string }, source: LoginSource) {
      const email = input.email.toLowerCase();
      const fail = () => new AppError(401, es.login.invalidCredentials);

      const wait = await d.throttle.retryAfterSeconds(email, source.ip, source.knownDevice);
      if (wait > 0) throw tooManyRequests(wait);
      const user = await d.users.findCredentials(email);
      if (!user?.passwordHash) {
        await verifyPassword(await dummyHash(), input.password ?? '');
        if (user?.googleSubject) {
          throw new AppError(
            401,
            `${es.login.googleAccount}. Inicia sesión con Google o establece una contraseña.`,
          );
        }
        await d.throttle.failure(email, source.ip, source.knownDevice);
        throw fail();
      }
      if (!(await verifyPassword(user.passwordHash, input.password ?? ''))) {
        await d.throttle.failure(email, source.ip, source.knownDevice);
        throw fail();
      }
      if (!user.isActive) throw new AppError(403, es.login.inactive);
      await d.throttle.success(email, source.ip);
      return { user, session: await issueSession(user.id) };
    },

    /**
     * The passwordless sign-in `{email, tempUser: true}`: only with the single-use grant the trial
     * registration gave this browser, for that account. Without one every address gets the same
     * answer.
     */
    async trialLogin(email: string, grant: string | undefined) {
      const fail = new AppError(401, es.login.invalidCredentials);
      if (!grant || grant.length > 200) throw fail;
      const consumed = await d.emailTokens.consume(sha256(grant), ['trial-grant'], now());
      if (!consumed) throw fail;
      const user = await d.users.findCredentials(email.toLowerCase());
      if (!user || user.id !== consumed.userId || !user.tempUser || user.passwordHash) throw fail;
      if (!user.isActive) throw new AppError(403, es.login.inactive);
      return { user, session: await issueSession(user.id) };
    },

    /**
     * Rotates a refresh token. The token just rotated, shown again within 10 seconds (two tabs
     * refreshing at once), gets the same successor; any other reuse revokes the whole family.
     */
    async refresh(refreshToken: string | undefined) {
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
        session: await issueSession(
          user.id,
          consumed.familyId,
          consumed.familyExpiresAt,
          successorOf(refreshToken),
        ),
      };
    },

    async logout(refreshToken: string | undefined, familyId: string | undefined) {
      if (familyId) await d.sessions.revokeFamily(familyId, now());
      if (refreshToken && refreshToken.length <= 200) {
        const known = await d.sessions.findByHash(sha256(refreshToken));
        if (known) await d.sessions.revokeFamily(known.familyId, now());
      }
    },

    /**
     * Follows an e-mailed link: a verification link (verifies the address) or a trial sign-in
     * link. Either proves the inbox. `passwordless` says the account has no password, so the link
     * is how it signs in (on whatever device it is opened) and may set a first password.
     * `sameBrowser` says whether this is the browser that registered the account: only there does
     * the proof show that whoever typed the password owns the inbox.
     */
    async followEmailLink(token: string, sameBrowser: (userId: string) => boolean) {
      const hash = sha256(token);
      const consumed = await d.emailTokens.consume(hash, ['verify', 'signin'], now());
      if (consumed) {
        const verified = await d.users.markVerified(consumed.userId);
        if (!verified) throw new AppError(400, es.password.tokenInvalid);
        const { user } = verified;
        // The name stays: a link carries none, and most often the registrant is the owner.
        if (verified.first) await endUnprovedAccess(user.id);
        // Opened elsewhere, the link verifies the account but says nothing of who typed its
        // password: that stays unproven, and Google in the owner's hands will drop it.
        if (sameBrowser(user.id)) await d.users.provePassword(user.id);
        const passwordless = !(await d.users.passwordHashOf(user.id));
        return { user, alreadyVerified: false, purpose: consumed.purpose, passwordless };
      }
      const known = await d.emailTokens.find(hash);
      if (known?.purpose === 'verify') {
        const user = await d.users.findById(known.userId);
        if (user?.isVerified) return { user, alreadyVerified: true, purpose: 'verify', passwordless: false };
      }
      throw new AppError(400, es.password.tokenInvalid);
    },

    /** A single-use grant for a browser, kept as a hash like every e-mailed token. */
    async createGrant(userId: string, purpose: 'trial-grant' | 'setup', ttlMs: number) {
      return createEmailToken(userId, purpose, ttlMs);
    },

    /** Answers at once; the e-mail (if the address needs one) is sent after the answer. */
    resendVerification(email: string) {
      d.mail.enqueueAfterAnswer(async () => {
        const user = await d.users.findByEmail(email);
        return user && !user.isVerified && user.isActive ? verificationMail(user) : null;
      });
    },

    /** Answers at once; the e-mail (if the address has an account) is sent after the answer. */
    requestPasswordEmail(email: string, purpose: 'reset' | 'set') {
      d.mail.enqueueAfterAnswer(async () => {
        const user = await d.users.findByEmail(email);
        if (!user?.isActive || !(await withinShare(user.email))) return null;
        // Temporary and Google accounts have no password yet: they always get the "set" wording.
        const hasNoPassword = !(await d.users.passwordHashOf(user.id));
        const kind: EmailTokenPurpose = purpose === 'set' || hasNoPassword ? 'set' : 'reset';
        const token = await createEmailToken(user.id, kind, RESET_TTL);
        const url = link('/reset-password', kind === 'set' ? { token, type: 'set' } : { token });
        return kind === 'set'
          ? authMails.setPassword(user.email, user.name, url)
          : authMails.reset(user.email, user.name, url);
      });
    },

    /** Whether a reset or set-password link can still be used (the token page asks on load). */
    async emailLinkUsable(token: string) {
      const known = token.length >= 10 ? await d.emailTokens.find(sha256(token)) : null;
      const usable =
        known !== null &&
        (known.purpose === 'reset' || known.purpose === 'set') &&
        known.usedAt === null &&
        known.expiresAt.getTime() > now().getTime();
      return usable
        ? { usable: true as const, purpose: known.purpose as 'reset' | 'set' }
        : { usable: false as const };
    },

    /**
     * Sets a new password from an e-mailed token and signs out every session of the account. A
     * "set" link (a first password) also signs in the browser that followed it.
     */
    async resetPassword(token: string, newPassword: string) {
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
      await endUnprovedAccess(consumed.userId);
      await d.throttle.clearAccount(user.email);
      const purpose = consumed.purpose as 'reset' | 'set';
      const session = purpose === 'set' && user.isActive ? await issueSession(user.id) : null;
      return { purpose, user, session };
    },

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
      await d.sessions.revokeUser(user.id, now(), familyId);
    },

    /**
     * PUT /api/users/update-password-google: a first password for an account that has none
     * (created with Google or as a trial), never on the e-mail or a session alone. The proof is
     * fresh: the setup grant this browser got by following an e-mailed link just now, or an unused
     * set-password token. Other sessions are signed out; this browser is signed in.
     */
    async setFirstPasswordWithProof(input: {
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
        const user = await setFirstPassword(owner.id, input.newPassword);
        await d.sessions.revokeUser(owner.id, now());
        return { user, session: await issueSession(owner.id) };
      }
      throw forbidden();
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
      // The photo it replaces is not kept (a photo is personal data).
      if (avatarUrl && user.avatarUrl) await api.forgetAvatar(user.avatarUrl);
      return updated;
    },

    /** Deletes a profile photo this service stored (other URLs, such as Google's, are left alone). */
    async forgetAvatar(avatarUrl: string | null) {
      const key = avatarUrl ? d.storage.keyFromUrl(avatarUrl) : null;
      if (key?.startsWith('avatars/')) await d.storage.delete(key).catch(() => false);
    },

    /**
     * Trial sign-up: a temporary visitor without a password. A new account gets a grant for one
     * sign-in from this browser; an address that already has an account gets the same answer and
     * no grant, and its owner an e-mail (a sign-in link for a trial, "¿Intentabas entrar?"
     * otherwise).
     */
    async trialRegister(input: { name: string; lastName: string; email: string }) {
      const user = await d.users.insert({
        name: input.name,
        lastName: input.lastName,
        email: input.email,
        role: 'visitor',
        tempUser: true,
        isVerified: false,
      });
      if (!user) {
        d.mail.enqueueAfterAnswer(() => continueMail(input.email, true));
        return { grant: null };
      }
      await d.consents.recordSignup(user.id, 'trial');
      d.metrics.signups.inc({ method: 'trial' });
      d.mail.enqueueAfterAnswer(() => verificationMail(user));
      return { grant: await createEmailToken(user.id, 'trial-grant', TRIAL_GRANT_TTL) };
    },

    /** "Continue an existing trial": the same answer for every address; a link by e-mail. */
    trialContinue(email: string) {
      d.mail.enqueueAfterAnswer(() => continueMail(email, false));
    },
  };

  return {
    ...api,

    /**
     * POST /api/users/login: e-mail and password, or (`tempUser`) the trial's one passwordless
     * sign-in with this browser's grant. Answers the user and the session to set.
     */
    async signIn(
      input: { email: string; password?: string | undefined; tempUser?: boolean | undefined },
      source: LoginSource,
      trialGrant: string | undefined,
    ) {
      return withProfile(
        input.tempUser
          ? await api.trialLogin(input.email, trialGrant)
          : await api.login({ email: input.email, password: input.password }, source),
      );
    },

    /** Rotates the refresh token; answers the user and the new session. */
    refreshSession: async (refreshToken: string | undefined) => withProfile(await api.refresh(refreshToken)),

    /**
     * Follows an e-mailed link (verification, or the link that continues a trial). It signs in the
     * browser that registered (`sameBrowser`), and — for an account without a password, which has
     * no other way in — the browser where it is opened; such an account may then set a first
     * password (the setup grant).
     */
    async verifyEmail(token: string, sameBrowser: (userId: string) => boolean) {
      const { user, alreadyVerified, purpose, passwordless } = await api.followEmailLink(token, sameBrowser);
      const message = alreadyVerified
        ? es.verification.alreadyVerified
        : purpose === 'signin'
          ? es.verification.signedInByLink
          : es.verification.verified;
      if (alreadyVerified || !user.isActive || !(passwordless || sameBrowser(user.id))) {
        return { message, signedIn: false as const };
      }
      const session = await issueSession(user.id);
      const setupGrant = passwordless ? await createEmailToken(user.id, 'setup', SETUP_GRANT_TTL) : null;
      return { message, signedIn: true as const, session, setupGrant, user: await d.users.profile(user) };
    },

    /** A password from an e-mailed link; a first one ("set") also signs this browser in. */
    async resetPasswordFromLink(token: string, newPassword: string) {
      const { purpose, user, session } = await api.resetPassword(token, newPassword);
      return { purpose, session, user: session ? await d.users.profile(user) : null };
    },

    /** A first password with a fresh proof; answers the user and the session. */
    setFirstPassword: async (input: Parameters<typeof api.setFirstPasswordWithProof>[0]) =>
      withProfile(await api.setFirstPasswordWithProof(input)),

    /** Name, last name and avatar; answers the user. */
    changeProfile: async (user: UserRow, input: Parameters<typeof api.updateProfile>[1]) =>
      d.users.profile(await api.updateProfile(user, input)),

    /**
     * Google sign-in, once the provider proved the identity. Users are keyed by issuer + subject;
     * an existing account is linked only when the provider says the e-mail is verified.
     */
    async googleSignIn(id: OidcIdentity) {
      const user = await findOrCreateGoogleUser(id);
      if (!user) throw new AppError(500, es.google.processError);
      if (!user.isActive) throw new AppError(403, es.google.contactAdmin);
      return { session: await issueSession(user.id), user: await d.users.profile(user) };
    },

    /** A single-use link to set a password (an invitation); older reset/set links stop working. */
    createSetPasswordToken: (userId: string, ttlMs: number) => createEmailToken(userId, 'set', ttlMs),

    /** Ends every session of an account (a deactivated account). */
    signOutEverywhere: (userId: string) => d.sessions.revokeUser(userId, now()),

    /**
     * The password that confirms deleting an account: 400 without one, 403 when wrong. Failures
     * count against the account and source like sign-in failures (the same throttle).
     */
    async confirmPassword(user: UserRow, password: string | undefined, ip: string) {
      if (!password) throw new AppError(400, es.privacy.passwordRequired);
      const wait = await d.throttle.retryAfterSeconds(user.email, ip, true);
      if (wait > 0) throw tooManyRequests(wait);
      const hash = await d.users.passwordHashOf(user.id);
      if (!hash || !(await verifyPassword(hash, password))) {
        await d.throttle.failure(user.email, ip, true);
        throw new AppError(403, es.privacy.wrongPassword);
      }
    },

    /** E-mails the link that confirms deleting an account without a password. */
    async mailAccountDeletionLink(user: UserRow) {
      const token = await createEmailToken(user.id, 'delete-account', DELETE_ACCOUNT_TTL);
      await d.mail.enqueue(
        authMails.deleteAccount(user.email, user.name, link('/eliminar-cuenta', { token })),
      );
    },

    /** The account an unused, unexpired deletion link belongs to (not used up), or null. */
    async accountDeletionLinkOwner(token: string) {
      const known = await d.emailTokens.find(sha256(token));
      const usable = known?.purpose === 'delete-account' && !known.usedAt && known.expiresAt > now();
      return usable ? known.userId : null;
    },

    /** Uses the deletion link up; false when another request did first (or it expired meanwhile). */
    async consumeAccountDeletionLink(token: string) {
      return (await d.emailTokens.consume(sha256(token), ['delete-account'], now())) !== null;
    },

    /** A deleted account's sessions and e-mailed links, in the deletion's transaction. */
    async forgetUser(tx: Db, userId: string) {
      await d.sessions.deleteUser(tx, userId);
      await d.emailTokens.deleteUser(tx, userId);
    },

    /** The account's sessions (browser, start, end), for its data export. */
    sessionsOf: (userId: string) => d.sessions.ofUser(userId),
  };

  async function findOrCreateGoogleUser(id: OidcIdentity) {
    const linked = await d.users.findByGoogle(id.issuer, id.subject);
    if (linked) return linked;
    const existing = await d.users.findByEmail(id.email);
    if (existing) {
      if (!id.emailVerified) throw new AppError(409, es.google.authError);
      // Linking proves the mailbox, and gives the account a lasting way in: it is no longer a
      // temporary (trial) one. On an account nobody had proved yet, or whose password nobody has
      // shown to be the owner's (verified by a link opened in another browser than the one that
      // registered it), what its registrant typed may be a stranger's: the password, name, phone
      // and photo go (the name becomes Google's), and every session ends, so a pre-registered
      // account cannot be taken over.
      const strangersAccess = !existing.isVerified || (existing.hasPassword && !existing.passwordProven);
      const linked = await d.users.update(existing.id, {
        googleIssuer: id.issuer,
        googleSubject: id.subject,
        isVerified: true,
        tempUser: false,
        ...(strangersAccess
          ? { passwordHash: null, passwordProvenAt: null, ...googleNames(id), phone: '', avatarUrl: null }
          : {}),
      });
      if (linked && strangersAccess) {
        await endUnprovedAccess(existing.id);
        await api.forgetAvatar(existing.avatarUrl);
      }
      return linked;
    }
    const created = await d.users.insert({
      ...googleNames(id),
      email: id.email,
      role: 'visitor',
      isVerified: id.emailVerified,
      googleIssuer: id.issuer,
      googleSubject: id.subject,
    });
    if (created) d.metrics.signups.inc({ method: 'google' });
    return created;
  }

  /** The e-mail that lets the owner of an existing address go on: a trial link, or a login hint. */
  async function continueMail(email: string, fromRegistration: boolean) {
    const owner = await d.users.findCredentials(email.toLowerCase());
    if (!owner?.isActive) return null;
    const trial = owner.tempUser && !owner.passwordHash;
    if (!(trial || fromRegistration) || !(await withinShare(owner.email))) return null;
    if (!trial) {
      return authMails.existingAccount(owner.email, owner.name, `${d.config.publicUrl}/login?mode=login`);
    }
    const token = await createEmailToken(owner.id, 'signin', SIGNIN_TTL);
    return authMails.trialSignIn(owner.email, owner.name, link('/verify-email', { token }));
  }
}
export type AuthService = ReturnType<typeof authService>;

/** The name rule every name passes (sign-up, profile, back-office), applied to the provider's. */
const nameRule = personName(es.signup.nameRequired);
const asName = (value: string) => {
  const parsed = nameRule.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * A Google account's names, by the same rule as any other: a given or family name that is not a
 * name (empty, too long, digits, a link) is not stored. The given name falls back to the
 * address's local part when that is a name ("ana@…"), else stays empty for the owner to fill in.
 */
export function googleNames(id: Pick<OidcIdentity, 'givenName' | 'familyName' | 'email'>) {
  return {
    name: asName(id.givenName) ?? asName(id.email.split('@')[0] ?? '') ?? '',
    lastName: asName(id.familyName) ?? '',
  };
}

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
