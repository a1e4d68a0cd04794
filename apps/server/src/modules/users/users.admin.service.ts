import { type AdminCreateUser, type Role, es } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import type { EmailTokensRepository } from '../auth/email-tokens.repository.js';
import type { MailService } from '../mail/mail.service.js';
import { INVITE_TTL_HOURS, usersMails } from './users.mails.js';
import type { UserRow, UsersRepository } from './users.repository.js';

type CreateInput = Omit<AdminCreateUser, 'role'> & { role: Role };

/**
 * Accounts created from the back-office. Without a password (always for staff), the account waits
 * unverified and the person gets a single-use link to the set-password page; following it verifies
 * the address and sets the password (the existing reset/set flow).
 */
export function usersAdminService(deps: {
  users: UsersRepository;
  emailTokens: EmailTokensRepository;
  mail: MailService;
  clock: Clock;
  publicUrl: string;
}) {
  async function invite(user: UserRow) {
    const token = randomToken(32);
    const now = deps.clock.now();
    await deps.emailTokens.invalidate(user.id, ['reset', 'set'], now);
    await deps.emailTokens.insert({
      userId: user.id,
      purpose: 'set',
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + INVITE_TTL_HOURS * 3600_000),
    });
    const url = `${deps.publicUrl}/reset-password?${new URLSearchParams({ token, type: 'set' }).toString()}`;
    await deps.mail.enqueue(usersMails.invitation(user.email, user.name, user.role as Role, url));
  }

  return {
    /** Creates the account; `invited` says whether an invitation e-mail went out instead of a password. */
    async create(input: CreateInput): Promise<{ user: UserRow; invited: boolean }> {
      const invited = input.password === undefined;
      const user = await deps.users.insert({
        name: input.name,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone ?? '',
        passwordHash: invited ? null : await hashPassword(input.password as string),
        role: input.role,
        planSlug: input.role === 'creator' ? (input.planSlug ?? null) : null,
        // An invited address is proven when its link is followed.
        isVerified: !invited,
      });
      if (!user) throw new AppError(409, es.signup.emailTaken);
      if (invited) await invite(user);
      return { user, invited };
    },
  };
}
export type UsersAdminService = ReturnType<typeof usersAdminService>;
