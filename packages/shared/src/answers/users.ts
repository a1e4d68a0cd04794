/** Answers of the users routes (see schemas/responses.ts for the shared envelope). */
import { z } from 'zod';
import { ROLES } from '../constants.js';
import { shownCover as coverRef } from '../schemas/common.js';
import { apiData, apiPage } from '../schemas/responses.js';

/** A user as GET /api/users/list presents it (create and update answer with the same record). */
export const adminUser = z.object({
  _id: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  tempUser: z.boolean(),
  planSlug: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** Resized copies of an uploaded photo (an `<img srcset>` value), when there are any. */
  avatarSrcset: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  testCount: z.number(),
  /**
   * Set once the account was deleted (by the customer or from the back-office): its personal data
   * is gone, and name and e-mail are empty. `deletedBy`: the staff member's name, or null when the
   * customer deleted it.
   */
  deletedAt: z.string().nullable(),
  deletedBy: z.string().nullable(),
  /**
   * The subscription that gives access now (status active or pending, not yet ended), or null.
   * `renewsAt`: the next renewal (the current period's end) of a renewing subscription that is
   * active and not cancelled, else null; `endsAt`: when access ends (the grace's end while pending).
   */
  activeSubscription: z
    .object({
      plan: z.object({ slug: z.string(), name: z.string().nullable() }),
      status: z.enum(['active', 'pending']),
      renewsAt: z.string().nullable(),
      endsAt: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      /** Complimentary access staff gave: until when (null: until revoked), and their note. */
      complimentary: z.object({ until: z.string().nullable(), note: z.string() }).nullable(),
    })
    .nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** GET /api/users/list: one page, the filtered total and the unfiltered one. */
export const usersPage = apiPage(adminUser, {
  /** The filtered count stopped at `total`: there are more (a search or filter matching many). */
  totalCapped: z.boolean(),
});
export type UsersPage = z.infer<typeof usersPage>;

/** POST /api/users/create (201). */
export const adminUserCreated = apiData(adminUser);
export type AdminUserCreated = z.infer<typeof adminUserCreated>;
/** PUT /api/users/update/:id. */
export const adminUserUpdated = apiData(adminUser.nullable());
export type AdminUserUpdated = z.infer<typeof adminUserUpdated>;

/** One wellbeing test of a client, for the back-office (GET /api/users/:id/test-history). */
export const adminTestHistoryEntry = z.object({
  _id: z.string(),
  createdAt: z.string(),
  testResults: z.object({
    category: z.object({ name: z.string(), description: z.string(), coverImage: coverRef }),
    themes: z.array(
      z.object({ _id: z.string(), name: z.string(), description: z.string(), coverImage: coverRef }),
    ),
  }),
});
/** The web app names this `TestHistoryEntry` in admin/people (the panel's is wellbeing's). */
export type AdminTestHistoryEntry = z.infer<typeof adminTestHistoryEntry>;
export type CoverRef = z.infer<typeof coverRef>;
export const adminTestHistory = apiData(z.array(adminTestHistoryEntry));
export type AdminTestHistory = z.infer<typeof adminTestHistory>;

/** GET /api/users/export.csv: the file itself. */
export const usersCsvAnswer = z.string().describe('text/csv; charset=utf-8 (es-ES spreadsheet)');
export type UsersCsvAnswer = z.infer<typeof usersCsvAnswer>;
