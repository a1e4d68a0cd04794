import {
  type AdminCreateUser,
  CLIENT_ROLES,
  type ComplimentaryAccessInput,
  type Role,
  type adminUpdateUserSchema,
  es,
} from '@sanarte/shared';
import type { z } from 'zod';
import type { Clock } from '../../adapters/clock.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { MailService } from '../mail/mail.service.js';
import { type PlansService, planSnapshotOf } from '../plans/plans.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import type { UsersAdminRepository, UsersFilter } from './users.admin.repository.js';
import { usersCsv } from './users.csv.js';
import { INVITE_TTL_HOURS, usersMails } from './users.mails.js';
import { presentAdminTestHistory, presentAdminUser } from './users.presenter.js';
import type { UserRow } from './users.repository.js';
import type { UsersService } from './users.service.js';

type CreateInput = Omit<AdminCreateUser, 'role'> & { role: Role };
type UpdateInput = z.output<typeof adminUpdateUserSchema>;

export interface UsersAdminServiceDeps {
  repo: UsersAdminRepository;
  users: UsersService;
  /** The auth module: invitation links and signing an account out everywhere. */
  auth: {
    createSetPasswordToken(userId: string, ttlMs: number): Promise<string>;
    signOutEverywhere(userId: string): Promise<void>;
  };
  plans: Pick<PlansService, 'existsBySlug' | 'find'>;
  /** Complimentary access: given and revoked by staff (decision 055). */
  subscriptions: Pick<SubscriptionsService, 'grantComp' | 'revokeComp'>;
  catalogue: Pick<CatalogueService, 'categoryCards' | 'themeCards'>;
  /** The wellbeing module: a client's test results. */
  wellbeing: {
    historyForStaff(
      userId: string,
    ): Promise<{ id: string; created_at: string | Date; category_slug: string; theme_slugs: string[] }[]>;
  };
  mail: MailService;
  clock: Clock;
  publicUrl: string;
}

/**
 * Clientes and Usuarios CRM. Accounts created from the back-office: without a password (always for
 * staff), the account waits unverified and the person gets a single-use link to the set-password
 * page; following it verifies the address and sets the password (the existing reset/set flow).
 */
export function usersAdminService(deps: UsersAdminServiceDeps) {
  const { repo, users } = deps;

  async function invite(user: UserRow) {
    const token = await deps.auth.createSetPasswordToken(user.id, INVITE_TTL_HOURS * 3600_000);
    const url = `${deps.publicUrl}/reset-password?${new URLSearchParams({ token, type: 'set' }).toString()}`;
    await deps.mail.enqueue(usersMails.invitation(user.email, user.name, user.role as Role, url));
  }

  /** A creator's plan must exist. */
  async function checkPlan(role: string | undefined, planSlug: string | undefined) {
    if (role !== 'creator' || !planSlug) return;
    if (!(await deps.plans.existsBySlug(planSlug))) throw new AppError(400, es.checkout.planNotFound);
  }

  /**
   * A client's role is not staff's to choose: it follows their subscription (a purchase makes them
   * a subscriber, the end of their last subscription a visitor again). A client is created a
   * visitor, and no edit moves anyone to or between the client roles.
   */
  function checkClientRole(role: Role | undefined, current: Role | null) {
    if (role === undefined || role === current) return;
    if ((CLIENT_ROLES as readonly Role[]).includes(role) && !(current === null && role === 'visitor')) {
      throw new AppError(400, es.admin.clientRoleBySubscription);
    }
  }

  /** The record as GET /api/users/list shows it. */
  async function record(id: string) {
    const row = await repo.findOne(id, deps.clock.now());
    if (!row) throw new AppError(404, es.errors.notFound);
    return presentAdminUser(row);
  }

  return {
    /** One page of users, filtered and sorted in SQL. */
    list(filter: UsersFilter, page: number, pageSize: number) {
      return repo.page(filter, page, pageSize, deps.clock.now());
    },

    /** The CSV of clients (default) or staff, streamed. */
    exportCsv(filter: UsersFilter) {
      return usersCsv(
        filter.kind === 'staff' ? 'staff' : 'clients',
        repo.exportBatches(filter, deps.clock.now()),
      );
    },

    /**
     * POST /api/complimentary-access/:id: a client without access gets `planId` for `days`
     * days (or until revoked) with a note, becomes a subscriber in the same transaction, and is
     * answered as the list shows them. A plan with themes chosen at purchase (Mini) is refused.
     */
    async grantComp(id: string, input: ComplimentaryAccessInput) {
      const client = await users.findById(id);
      if (!client || client.deletedAt || client.tempUser) throw new AppError(404, es.errors.notFound);
      if (!(CLIENT_ROLES as readonly string[]).includes(client.role))
        throw new AppError(409, es.admin.compNotClient);
      const plan = await deps.plans.find(input.planId);
      if (!plan) throw new AppError(404, es.checkout.planNotFound);
      if (!plan.fullCategoryAccess && plan.categoryAccess.length === 0)
        throw new AppError(422, es.admin.compPlanMini);
      const made = await deps.subscriptions.grantComp({
        userId: id,
        plan: { id: plan.id, snapshot: planSnapshotOf(plan) },
        days: input.days,
        note: input.note,
        within: (tx, now) => users.promoteToSubscriber(tx, id, now),
      });
      if (!made) throw new AppError(409, es.admin.compHasAccess);
      return record(id);
    },

    /** DELETE /api/complimentary-access/:id: the client's complimentary access ends now. */
    async revokeComp(id: string) {
      const ended = await deps.subscriptions.revokeComp(id);
      if (ended.length === 0) throw new AppError(409, es.admin.compNone);
      return record(id);
    },

    /** A client's tests, newest first, with their category's and themes' cards. */
    async testHistory(userId: string) {
      const rows = await deps.wellbeing.historyForStaff(userId);
      const [categories, themes] = await Promise.all([
        deps.catalogue.categoryCards([...new Set(rows.map((r) => r.category_slug))]),
        deps.catalogue.themeCards([...new Set(rows.flatMap((r) => r.theme_slugs))]),
      ]);
      return presentAdminTestHistory(rows, categories, themes);
    },

    /** Creates the account; `invited` says whether an invitation e-mail went out instead of a password. */
    async create(input: CreateInput) {
      checkClientRole(input.role, null);
      await checkPlan(input.role, input.planSlug);
      const invited = input.password === undefined;
      const user = await users.insert({
        name: input.name,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone ?? '',
        passwordHash: invited ? null : await hashPassword(input.password as string),
        // Staff set it on an account they create verified: it is not a stranger's guess.
        passwordProvenAt: invited ? null : deps.clock.now(),
        role: input.role,
        planSlug: input.role === 'creator' ? (input.planSlug ?? null) : null,
        // An invited address is proven when its link is followed.
        isVerified: !invited,
      });
      if (!user) throw new AppError(409, es.signup.emailTaken);
      if (invited) await invite(user);
      return { user: await record(user.id), invited };
    },

    /** Edits an account; an admin never deactivates or demotes their own. */
    async update(actorId: string, id: string, b: UpdateInput) {
      const target = await users.findById(id);
      if (!target) throw new AppError(404, es.errors.notFound);
      // A deleted account stays deleted: nobody gives it a name, an e-mail or access again.
      if (target.deletedAt) throw new AppError(409, es.privacy.alreadyDeleted);
      if (actorId === target.id && (b.isActive === false || (b.role && b.role !== 'admin'))) {
        throw new AppError(400, 'No puedes desactivar ni cambiar el rol de tu propia cuenta.');
      }
      checkClientRole(b.role, target.role as Role);
      await checkPlan(b.role ?? target.role, b.planSlug);
      if (b.email && b.email.toLowerCase() !== target.email) {
        const taken = await users.findByEmail(b.email);
        if (taken) throw new AppError(409, es.signup.emailTaken);
      }
      const role = b.role ?? target.role;
      const updated = await users.update(target.id, {
        ...(b.name !== undefined ? { name: b.name } : {}),
        ...(b.lastName !== undefined ? { lastName: b.lastName } : {}),
        ...(b.email !== undefined ? { email: b.email.toLowerCase() } : {}),
        ...(b.role !== undefined ? { role: b.role } : {}),
        ...(role === 'creator' ? (b.planSlug ? { planSlug: b.planSlug } : {}) : { planSlug: null }),
        ...(b.isActive !== undefined ? { isActive: b.isActive } : {}),
      });
      // A deactivated account is signed out everywhere at once.
      if (b.isActive === false) await deps.auth.signOutEverywhere(target.id);
      return updated ? await record(updated.id) : null;
    },
  };
}
export type UsersAdminService = ReturnType<typeof usersAdminService>;
