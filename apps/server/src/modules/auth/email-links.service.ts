import { es } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { Config } from '../../config.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { RecipientLimit } from '../../lib/limiter.js';
import type { MailService } from '../mail/mail.service.js';
import type { UserRow } from '../users/users.repository.js';
import type { UsersService } from '../users/users.service.js';
import { LINK_TTL, authMails } from './auth.mails.js';
import type { EmailTokenPurpose, EmailTokensRepository } from './email-tokens.repository.js';
import type { SessionsService } from './sessions.service.js';

/** After following an e-mailed link, a first password may be set for this long. */
export const SETUP_GRANT_TTL = 30 * 60_000;

export interface EmailLinksDeps {
  config: Config;
  clock: Clock;
  /** The users module: the accounts, and the user answer. */
  users: Pick<
    UsersService,
    | 'findById'
    | 'findByEmail'
    | 'findCredentials'
    | 'markVerified'
    | 'provePassword'
    | 'passwordHashOf'
    | 'profile'
  >;
  emailTokens: EmailTokensRepository;
  sessions: Pick<SessionsService, 'issue' | 'endUnprovedAccess'>;
  mail: Pick<MailService, 'enqueue' | 'enqueueAfterAnswer'>;
  /**
   * The account e-mails one address may receive (ACCOUNT_MAIL_LIMIT), counted across processes:
   * every e-mail an anonymous request can make the service send takes one.
   */
  recipients: RecipientLimit;
}

/**
 * The single-use links the service e-mails (verification, a trial's sign-in, reset and set
 * password, account deletion) and the grants a browser holds (a trial's sign-in, a first
 * password): each kept as a hash, each new one of a kind making the older ones useless.
 */
export function emailLinksService(d: EmailLinksDeps) {
  const now = () => d.clock.now();
  const link = (path: string, params: Record<string, string>) =>
    `${d.config.publicUrl}${path}?${new URLSearchParams(params).toString()}`;

  /** Purposes that replace each other: a new link of one makes the older ones useless. */
  const family = (purpose: EmailTokenPurpose): EmailTokenPurpose[] =>
    purpose === 'reset' || purpose === 'set' ? ['reset', 'set'] : [purpose];

  async function create(userId: string, purpose: EmailTokenPurpose, ttlMs: number) {
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
    const token = await create(user.id, 'verify', LINK_TTL.verify);
    return authMails.verification(user.email, user.name, link('/verify-email', { token }));
  }

  /** The e-mail that lets the owner of an existing address go on: a trial link, or a login hint. */
  async function continueMail(email: string, fromRegistration: boolean) {
    const owner = await d.users.findCredentials(email.toLowerCase());
    if (!owner?.isActive) return null;
    const trial = owner.tempUser && !owner.passwordHash;
    if (!(trial || fromRegistration) || !(await withinShare(owner.email))) return null;
    if (!trial) return existingAccountMail(owner);
    const token = await create(owner.id, 'signin', LINK_TTL.signin);
    return authMails.trialSignIn(owner.email, owner.name, link('/verify-email', { token }));
  }

  /** "¿Intentabas entrar?": someone tried to register the owner's address. */
  const existingAccountMail = (owner: { email: string; name: string }) =>
    authMails.existingAccount(owner.email, owner.name, `${d.config.publicUrl}/login?mode=login`);

  /**
   * Follows an e-mailed link: a verification link (verifies the address) or a trial sign-in
   * link. Either proves the inbox. `passwordless` says the account has no password, so the link
   * is how it signs in (on whatever device it is opened) and may set a first password.
   * `sameBrowser` says whether this is the browser that registered the account: only there does
   * the proof show that whoever typed the password owns the inbox.
   */
  async function follow(token: string, sameBrowser: (userId: string) => boolean) {
    const hash = sha256(token);
    const consumed = await d.emailTokens.consume(hash, ['verify', 'signin'], now());
    if (consumed) {
      const verified = await d.users.markVerified(consumed.userId);
      if (!verified) throw new AppError(400, es.password.tokenInvalid);
      const { user } = verified;
      // The name stays: a link carries none, and most often the registrant is the owner.
      if (verified.first) await d.sessions.endUnprovedAccess(user.id);
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
  }

  return {
    /** A single-use token of `purpose` for the account, valid for `ttlMs`; older ones of its kind stop working. */
    create,

    /** The verification e-mail of a new account (null past the address's share). */
    verificationMail,

    /** The e-mail for an address that already has an account (a trial link, or a login hint). */
    continueMail,

    existingAccountMail,

    withinShare,

    /**
     * Follows an e-mailed link (verification, or the link that continues a trial). It signs in the
     * browser that registered (`sameBrowser`), and — for an account without a password, which has
     * no other way in — the browser where it is opened; such an account may then set a first
     * password (the setup grant).
     */
    async verifyEmail(token: string, sameBrowser: (userId: string) => boolean) {
      const { user, alreadyVerified, purpose, passwordless } = await follow(token, sameBrowser);
      const message = alreadyVerified
        ? es.verification.alreadyVerified
        : purpose === 'signin'
          ? es.verification.signedInByLink
          : es.verification.verified;
      if (alreadyVerified || !user.isActive || !(passwordless || sameBrowser(user.id))) {
        return { message, signedIn: false as const };
      }
      const session = await d.sessions.issue(user.id);
      const setupGrant = passwordless ? await create(user.id, 'setup', SETUP_GRANT_TTL) : null;
      return { message, signedIn: true as const, session, setupGrant, user: await d.users.profile(user) };
    },

    /** Answers at once; the e-mail (if the address needs one) is sent after the answer. */
    resendVerification(email: string) {
      d.mail.enqueueAfterAnswer(async () => {
        const user = await d.users.findByEmail(email);
        return user && !user.isVerified && user.isActive ? verificationMail(user) : null;
      });
    },

    /** "Continue an existing trial": the same answer for every address; a link by e-mail. */
    trialContinue(email: string) {
      d.mail.enqueueAfterAnswer(() => continueMail(email, false));
    },

    /** Answers at once; the e-mail (if the address has an account) is sent after the answer. */
    requestPasswordEmail(email: string, purpose: 'reset' | 'set') {
      d.mail.enqueueAfterAnswer(async () => {
        const user = await d.users.findByEmail(email);
        if (!user?.isActive || !(await withinShare(user.email))) return null;
        // Temporary and Google accounts have no password yet: they always get the "set" wording.
        const hasNoPassword = !(await d.users.passwordHashOf(user.id));
        const kind: EmailTokenPurpose = purpose === 'set' || hasNoPassword ? 'set' : 'reset';
        const token = await create(user.id, kind, LINK_TTL.password);
        const url = link('/reset-password', kind === 'set' ? { token, type: 'set' } : { token });
        return kind === 'set'
          ? authMails.setPassword(user.email, user.name, url)
          : authMails.reset(user.email, user.name, url);
      });
    },

    /** Whether a reset or set-password link can still be used (the token page asks on load). */
    async passwordLinkUsable(token: string) {
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

    /** A single-use link to set a password (an invitation); older reset/set links stop working. */
    createSetPasswordToken: (userId: string, ttlMs: number) => create(userId, 'set', ttlMs),

    /** E-mails the link that confirms deleting an account without a password. */
    async mailAccountDeletionLink(user: UserRow) {
      const token = await create(user.id, 'delete-account', LINK_TTL.deleteAccount);
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
  };
}
export type EmailLinksService = ReturnType<typeof emailLinksService>;
