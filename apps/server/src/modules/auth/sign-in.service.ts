import { es } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import { sha256 } from '../../lib/crypto.js';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import type { LoginThrottle } from '../../lib/limiter.js';
import { dummyHash, verifyPassword } from '../../lib/password.js';
import type { UsersService } from '../users/users.service.js';
import type { EmailTokensRepository } from './email-tokens.repository.js';
import type { SessionsService } from './sessions.service.js';

/** Where a sign-in attempt comes from: its IP, and whether this browser is one the account knows. */
export interface LoginSource {
  ip: string;
  /** A device cookie that is valid for the e-mail being tried. */
  knownDevice: boolean;
}

export interface SignInDeps {
  clock: Clock;
  /** The users module: the accounts' credentials, and the user answer. */
  users: Pick<UsersService, 'findCredentials' | 'profile'>;
  emailTokens: EmailTokensRepository;
  sessions: Pick<SessionsService, 'issue' | 'withProfile'>;
  /** Failed logins by account and source, shared across processes when Redis is configured. */
  throttle: LoginThrottle;
}

/** Signing in: e-mail and password under the login throttle, or a trial's one passwordless sign-in. */
export function signInService(d: SignInDeps) {
  const now = () => d.clock.now();

  /** E-mail and password, throttled by account and source (see loginThrottle). */
  async function login(input: { email: string; password?: string | undefined }, source: LoginSource) {
    const email = input.email.toLowerCase();
    const fail = () => new AppError(401, es.login.invalidCredentials);

    const wait = await d.throttle.retryAfterSeconds(email, source.ip, source.knownDevice);
    if (wait > 0) throw tooManyRequests(wait, 'password_failures');
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
    return { user, session: await d.sessions.issue(user.id) };
  }

  /**
   * The passwordless sign-in `{email, tempUser: true}`: only with the single-use grant the trial
   * registration gave this browser, for that account. Without one every address gets the same
   * answer.
   */
  async function trialLogin(email: string, grant: string | undefined) {
    const fail = new AppError(401, es.login.invalidCredentials);
    if (!grant || grant.length > 200) throw fail;
    const consumed = await d.emailTokens.consume(sha256(grant), ['trial-grant'], now());
    if (!consumed) throw fail;
    const user = await d.users.findCredentials(email.toLowerCase());
    if (!user || user.id !== consumed.userId || !user.tempUser || user.passwordHash) throw fail;
    if (!user.isActive) throw new AppError(403, es.login.inactive);
    return { user, session: await d.sessions.issue(user.id) };
  }

  return {
    /**
     * POST /api/users/login: e-mail and password, or (`tempUser`) the trial's one passwordless
     * sign-in with this browser's grant. Answers the user and the session to set.
     */
    async signIn(
      input: { email: string; password?: string | undefined; tempUser?: boolean | undefined },
      source: LoginSource,
      trialGrant: string | undefined,
    ) {
      return d.sessions.withProfile(
        input.tempUser
          ? await trialLogin(input.email, trialGrant)
          : await login({ email: input.email, password: input.password }, source),
      );
    },
  };
}
export type SignInService = ReturnType<typeof signInService>;
