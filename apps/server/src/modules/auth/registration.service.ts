import type { BusinessMetrics } from '../../lib/metrics.js';
import { hashPassword } from '../../lib/password.js';
import type { MailService } from '../mail/mail.service.js';
import type { UserRow } from '../users/users.repository.js';
import type { UsersService } from '../users/users.service.js';
import type { EmailLinksService } from './email-links.service.js';
import { checkNewPassword } from './passwords.service.js';

/** The one passwordless sign-in the browser that just registered a trial may make. */
export const TRIAL_GRANT_TTL = 30 * 60_000;

export interface RegistrationDeps {
  /** The users module: the accounts. */
  users: Pick<UsersService, 'insert' | 'findByEmail'>;
  emailLinks: Pick<
    EmailLinksService,
    'create' | 'verificationMail' | 'continueMail' | 'existingAccountMail' | 'withinShare'
  >;
  mail: Pick<MailService, 'enqueueAfterAnswer'>;
  /** The privacy module: records the terms and privacy policy a new account accepted. */
  consents: { recordSignup(userId: string, source: 'signup' | 'trial'): Promise<void> };
  metrics: Pick<BusinessMetrics, 'signups'>;
}

/** New accounts: a sign-up with a password, or a trial's temporary one and its browser grant. */
export function registrationService(d: RegistrationDeps) {
  return {
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
          return owner?.isActive && (await d.emailLinks.withinShare(owner.email))
            ? d.emailLinks.existingAccountMail(owner)
            : null;
        });
        return null;
      }
      await d.consents.recordSignup(user.id, 'signup');
      d.metrics.signups.inc({ method: 'password' });
      d.mail.enqueueAfterAnswer(() => d.emailLinks.verificationMail(user));
      return user;
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
        d.mail.enqueueAfterAnswer(() => d.emailLinks.continueMail(input.email, true));
        return { grant: null };
      }
      await d.consents.recordSignup(user.id, 'trial');
      d.metrics.signups.inc({ method: 'trial' });
      d.mail.enqueueAfterAnswer(() => d.emailLinks.verificationMail(user));
      return { grant: await d.emailLinks.create(user.id, 'trial-grant', TRIAL_GRANT_TTL) };
    },
  };
}
export type RegistrationService = ReturnType<typeof registrationService>;
