import { es, personName } from '@sanarte/shared';
import type { OidcIdentity } from '../../adapters/oidc.js';
import { AppError } from '../../lib/errors.js';
import type { BusinessMetrics } from '../../lib/metrics.js';
import type { UsersService } from '../users/users.service.js';
import type { ProfileService } from './profile.service.js';
import type { SessionsService } from './sessions.service.js';

export interface GoogleAccountsDeps {
  /** The users module: the accounts, and the user answer. */
  users: Pick<UsersService, 'findByGoogle' | 'findByEmail' | 'update' | 'insert' | 'profile'>;
  sessions: Pick<SessionsService, 'issue' | 'endUnprovedAccess'>;
  profile: Pick<ProfileService, 'forgetAvatar'>;
  metrics: Pick<BusinessMetrics, 'signups'>;
}

/**
 * The account a Google identity opens: the one already linked to it, an existing one it links to
 * (when the provider says the e-mail is verified), or a new one.
 */
export function googleAccountsService(d: GoogleAccountsDeps) {
  async function findOrCreate(id: OidcIdentity) {
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
          ? {
              passwordHash: null,
              passwordProvenAt: null,
              ...googleNames(id),
              phone: '',
              avatarUrl: null,
              avatarSrcset: '',
            }
          : {}),
      });
      if (linked && strangersAccess) {
        await d.sessions.endUnprovedAccess(existing.id);
        await d.profile.forgetAvatar(existing.avatarUrl);
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

  return {
    /**
     * Google sign-in, once the provider proved the identity. Users are keyed by issuer + subject;
     * an existing account is linked only when the provider says the e-mail is verified.
     */
    async signIn(id: OidcIdentity) {
      const user = await findOrCreate(id);
      if (!user) throw new AppError(500, es.google.processError);
      if (!user.isActive) throw new AppError(403, es.google.contactAdmin);
      return { session: await d.sessions.issue(user.id), user: await d.users.profile(user) };
    },
  };
}
export type GoogleAccountsService = ReturnType<typeof googleAccountsService>;

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
