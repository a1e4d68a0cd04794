import {
  CLIENT_ROLES,
  CONSENT_VERSION,
  type ConsentChoice,
  type Role,
  type SiteIdentity,
  es,
} from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import { awaitAll } from '../../lib/await-all.js';
import { AppError } from '../../lib/errors.js';
import { authMails } from '../auth/auth.mails.js';
import type { EmailLinksService } from '../auth/email-links.service.js';
import type { PasswordsService } from '../auth/passwords.service.js';
import type { ProfileService } from '../auth/profile.service.js';
import type { SessionsService } from '../auth/sessions.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { ContactService } from '../contact/contact.service.js';
import type { SavedService } from '../library/saved.service.js';
import type { MailService } from '../mail/mail.service.js';
import type { BillingService } from '../payments/billing.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { PlaybackService } from '../stats/playback.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import type { NotificationsService } from '../users/notifications.service.js';
import type { PushService } from '../users/push.service.js';
import type { UserRow } from '../users/users.repository.js';
import type { UsersService } from '../users/users.service.js';
import type { WellbeingService } from '../wellbeing/wellbeing.service.js';
import type { ExportParts } from './privacy.presenter.js';
import type { ConsentRow, PrivacyRepository } from './privacy.repository.js';

export interface PrivacyDeps {
  repo: PrivacyRepository;
  clock: Clock;
  identity: SiteIdentity;
  users: Pick<UsersService, 'findById' | 'anonymise'>;
  /** The auth module: sessions and links, the password that confirms a deletion, the stored photo. */
  sessions: Pick<SessionsService, 'forgetUser' | 'sessionsOf'>;
  passwords: Pick<PasswordsService, 'confirmPassword'>;
  emailLinks: Pick<
    EmailLinksService,
    'mailAccountDeletionLink' | 'accountDeletionLinkOwner' | 'consumeAccountDeletionLink'
  >;
  profile: Pick<ProfileService, 'forgetAvatar'>;
  billing: Pick<BillingService, 'cancelAllNow'>;
  subscriptions: Pick<SubscriptionsService, 'ofUser' | 'endAllNow'>;
  payments: Pick<PaymentsService, 'ofUser'>;
  wellbeing: Pick<WellbeingService, 'allOf' | 'forgetUser'>;
  playback: Pick<PlaybackService, 'listeningOf' | 'positionRowsOf' | 'forgetUser'>;
  saved: Pick<SavedService, 'forgetUser' | 'savedOf'>;
  notifications: Pick<NotificationsService, 'settings' | 'forgetUser'>;
  push: Pick<PushService, 'devicesOf'>;
  catalogue: Pick<CatalogueService, 'namesOf'>;
  contact: Pick<ContactService, 'messagesFrom' | 'forget'>;
  mail: Pick<MailService, 'enqueue' | 'forgetRecipient'>;
}

const isClient = (user: UserRow) => (CLIENT_ROLES as readonly Role[]).includes(user.role as Role);

/**
 * The terms and privacy policy accepted at sign-up (the forms require it): the auth module records
 * them through this, built before the privacy service (which needs the auth module).
 */
export function signupConsents(repo: Pick<PrivacyRepository, 'recordConsents'>, clock: Clock) {
  return {
    async recordSignup(userId: string, source: 'signup' | 'trial') {
      await repo.recordConsents(
        userId,
        [
          { purpose: 'terms', granted: true, version: CONSENT_VERSION, source },
          { purpose: 'privacy', granted: true, version: CONSENT_VERSION, source },
        ],
        clock.now(),
      );
    },
  };
}

/** Who deletes an account: the customer, or a staff member from the back-office. */
export type Deleter = { kind: 'self' } | { kind: 'staff'; user: UserRow };

/**
 * The account holder's rights: what they agreed to (consents), all their data (export) and the
 * deletion of the account, by themselves or by an admin.
 */
export function privacyService(deps: PrivacyDeps) {
  const { repo, clock } = deps;

  /**
   * Deletes an account: its live subscriptions end at the provider first (no further charge; if
   * the provider cannot, nothing here changes), then in one transaction every module forgets the
   * person — sessions and links, test results, positions, saved audios, e-mail choices, contact messages, consents, the outbox's
   * copies — and the account row is anonymised (payments keep pointing at it, without personal
   * data). The deletion is recorded with who did it and when. Afterwards the stored photo is
   * removed and the address hears that the account is gone.
   */
  async function deleteAccount(user: UserRow, by: Deleter) {
    if (user.deletedAt) throw new AppError(409, es.privacy.alreadyDeleted);
    await deps.billing.cancelAllNow(user.id);
    const now = clock.now();
    const done = await repo.transaction(async (tx) => {
      if (!(await deps.users.anonymise(tx, user.id, by.kind === 'staff' ? by.user.id : null))) return false;
      await deps.subscriptions.endAllNow(tx, user.id);
      await deps.sessions.forgetUser(tx, user.id);
      await deps.wellbeing.forgetUser(tx, user.id);
      await deps.playback.forgetUser(tx, user.id);
      await deps.saved.forgetUser(tx, user.id);
      await deps.notifications.forgetUser(tx, user.id);
      await deps.contact.forget(tx, user.email);
      await deps.mail.forgetRecipient(tx, user.email);
      await repo.forgetConsents(tx, user.id);
      await repo.audit(tx, {
        actorId: by.kind === 'staff' ? by.user.id : user.id,
        actorLabel:
          by.kind === 'staff'
            ? `${`${by.user.name} ${by.user.lastName}`.trim()} <${by.user.email}>`
            : es.privacy.deletedBySelf,
        action: 'account.deleted',
        targetUserId: user.id,
        at: now,
      });
      return true;
    });
    if (!done) throw new AppError(409, es.privacy.alreadyDeleted);
    await deps.profile.forgetAvatar(user.avatarUrl);
    await deps.mail.enqueue(authMails.accountDeleted(user.email, user.name));
  }

  return {
    ...signupConsents(repo, clock),

    /** A cookie choice made while signed in (POST /api/users/me/consents). */
    async recordCookieChoice(userId: string, choice: ConsentChoice) {
      const rows: ConsentRow[] = [
        { purpose: 'analytics', granted: choice.analytics, version: choice.version, source: 'cookie-banner' },
        { purpose: 'marketing', granted: choice.marketing, version: choice.version, source: 'cookie-banner' },
      ];
      await repo.recordConsents(userId, rows, clock.now());
    },

    /** Everything the service holds about the account (GET /api/users/me/export). */
    async exportOf(user: UserRow): Promise<ExportParts> {
      const parts = await awaitAll({
        consents: repo.consentsOf(user.id),
        tests: deps.wellbeing.allOf(user.id),
        subscriptions: deps.subscriptions.ofUser(user.id),
        payments: deps.payments.ofUser(user.id),
        listening: deps.playback.listeningOf(user.id),
        positions: deps.playback.positionRowsOf(user.id),
        messages: deps.contact.messagesFrom(user.email),
        sessions: deps.sessions.sessionsOf(user.id),
        saved: deps.saved.savedOf(user.id),
        notifications: deps.notifications.settings(user.id),
        pushDevices: deps.push.devicesOf(user.id),
      });
      const audioIds = [
        ...new Set([
          ...parts.listening.map((l) => l.audioId),
          ...parts.positions.map((p) => p.audioId),
          ...parts.saved.map((s) => s.audioId),
        ]),
      ];
      const audioNames = await deps.catalogue.namesOf('audio', audioIds);
      return { exportedAt: clock.now(), identity: deps.identity, user, ...parts, audioNames };
    },

    /**
     * DELETE /api/users/me. An account with a password confirms with it; one without (Google,
     * e-mail-only) gets a link by e-mail, which proves the inbox, and nothing is deleted yet.
     */
    async deleteOwn(user: UserRow, password: string | undefined, ip: string) {
      // A staff account belongs to the team: an admin removes it from the back-office.
      if (!isClient(user)) throw new AppError(403, es.privacy.staffSelfDelete);
      if (!user.hasPassword) {
        await deps.emailLinks.mailAccountDeletionLink(user);
        return { status: 'confirmation_sent' as const, message: es.privacy.confirmationSent(user.email) };
      }
      await deps.passwords.confirmPassword(user, password, ip);
      await deleteAccount(user, { kind: 'self' });
      return { status: 'deleted' as const, message: es.privacy.deleted };
    },

    /**
     * POST /api/users/delete-account/confirm: the e-mailed link. The link is used up only once the
     * provider has ended the subscriptions, so a provider failure leaves it usable for a retry.
     */
    async confirmDeletion(token: string) {
      const invalid = () => new AppError(400, es.privacy.confirmInvalid);
      const ownerId = await deps.emailLinks.accountDeletionLinkOwner(token);
      const user = ownerId ? await deps.users.findById(ownerId) : null;
      if (!user || user.deletedAt) throw invalid();
      await deps.billing.cancelAllNow(user.id);
      if (!(await deps.emailLinks.consumeAccountDeletionLink(token))) throw invalid();
      await deleteAccount(user, { kind: 'self' });
      return { status: 'deleted' as const, message: es.privacy.deleted, userId: user.id };
    },

    /** DELETE /api/users/delete/:id: an admin deletes a customer's account (staff accounts: no). */
    async deleteByStaff(staff: UserRow, userId: string) {
      const user = await deps.users.findById(userId);
      if (!user) throw new AppError(404, es.errors.notFound);
      if (user.deletedAt) throw new AppError(409, es.privacy.alreadyDeleted);
      if (!isClient(user)) throw new AppError(400, es.privacy.adminOnlyClients);
      await deleteAccount(user, { kind: 'staff', user: staff });
    },

    /** Who deleted an account and when (the audit trail of one account). */
    auditOf: (userId: string) => repo.auditOf(userId),
  };
}
export type PrivacyService = ReturnType<typeof privacyService>;
