import { z } from 'zod';
import { CURRENCIES, LIMITS, ROLES, type Role, STAFF_ROLES } from '../constants.js';
import { es } from '../messages/es.js';
import { strongPassword } from './auth.js';
import { SIMPLE_EMAIL, pageQuery, personName } from './common.js';

const a = es.admin;
const boolFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

export const usersFilterQuery = z.object({
  q: z.string().trim().max(120).optional(),
  kind: z.enum(['clients', 'staff']).optional(),
  role: z.enum(ROLES).optional(),
  hasTests: boolFlag,
  hasActiveSubscription: boolFlag,
});
export const usersListQuery = pageQuery.extend(usersFilterQuery.shape);

const email = z
  .string({ error: a.emailRequired })
  .trim()
  .min(1, { message: a.emailRequired, abort: true })
  .max(LIMITS.emailMaxLength, es.signup.emailTooLong)
  .regex(SIMPLE_EMAIL, es.signup.emailInvalid);

const createUserFields = z.object({
  name: personName(a.nameRequired),
  lastName: personName(a.lastNameRequired),
  email,
  phone: z.string().trim().max(LIMITS.phoneMaxLength).optional(),
  role: z.enum(ROLES).default('tester'),
  planSlug: z.string().max(60).optional(),
});

const creatorNeedsPlan = (v: { role: Role; planSlug?: string | undefined }, ctx: z.RefinementCtx) => {
  if (v.role === 'creator' && !v.planSlug) {
    ctx.addIssue({ code: 'custom', path: ['planSlug'], message: es.signup.creatorPlanRequired });
  }
};

/** Whether accounts of this role are staff (Usuarios CRM), who set their password from an invitation. */
export const isStaffRole = (role: Role) => (STAFF_ROLES as readonly Role[]).includes(role);

/**
 * POST /api/users/create (admin). Staff accounts never carry a password chosen by the admin: the
 * person receives an e-mailed invitation to choose it. A client account may be created with a
 * password (the registration form), or without one, and then is invited the same way.
 */
export const adminCreateUserSchema = createUserFields
  .extend({ password: strongPassword.optional() })
  .superRefine((v, ctx) => {
    creatorNeedsPlan(v, ctx);
    if (v.password !== undefined && isStaffRole(v.role)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: a.staffPasswordByInvite });
    }
  });
export type AdminCreateUser = z.input<typeof adminCreateUserSchema>;

/** The Usuarios CRM create form: the registration form's fields without a password. */
export const staffInviteFormSchema = createUserFields.superRefine(creatorNeedsPlan);
export type StaffInviteForm = z.input<typeof staffInviteFormSchema>;

/** PUT /api/users/update/{id}: the edit form, or only {isActive}. */
export const adminUpdateUserSchema = z.object({
  name: personName(a.nameRequired).optional(),
  lastName: personName(a.lastNameRequired).optional(),
  email: email.optional(),
  role: z.enum(ROLES).optional(),
  /** `null` (as the list presents a user without a plan) means "no change", like leaving it out. */
  planSlug: z
    .string()
    .max(60)
    .nullish()
    .transform((v) => v ?? undefined),
  isActive: z.boolean().optional(),
});

export const planUpdateSchema = z.object({
  name: z.string().trim().min(1, a.nameRequired).max(120),
  description: z.string().trim().max(2000).default(''),
  price: z.coerce.number().min(0).max(100_000),
  /** A plan keeps the currency it was made in unless staff change it (EUR for new plans). */
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(CURRENCIES, { error: () => es.admin.planCurrencyInvalid }))
    .default('USD'),
  durationDays: z.coerce.number().int().min(1).max(3650),
  features: z.array(z.string().trim().min(1).max(200)).max(30).default([]),
  categoryAccess: z.array(z.uuid()).max(100).default([]),
  fullCategoryAccess: z.boolean().default(false),
  isActive: z.boolean().default(true),
  order: z.coerce.number().int().min(0).max(1000).default(1),
});

/**
 * POST /api/plans (admin): a new plan, renewing monthly (30 days) or yearly (365), in euros unless
 * staff choose otherwise. Its slug names it in addresses (/checkout/{slug}) and never changes.
 */
export const planCreateSchema = planUpdateSchema.extend({
  slug: z
    .string({ error: () => es.admin.planSlugInvalid })
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: () => es.admin.planSlugInvalid })
    .min(2, { error: () => es.admin.planSlugInvalid })
    .max(60, { error: () => es.admin.planSlugInvalid }),
  price: z.coerce
    .number({ error: () => es.admin.planPriceInvalid })
    .min(0.5, { error: () => es.admin.planPriceInvalid })
    .max(100_000, { error: () => es.admin.planPriceInvalid })
    .multipleOf(0.01, { error: () => es.admin.planPriceInvalid }),
  currency: z.enum(CURRENCIES, { error: () => es.admin.planCurrencyInvalid }).default('EUR'),
  durationDays: z.union([z.literal(30), z.literal(365)], { error: () => es.admin.planIntervalInvalid }),
});
export type PlanCreateInput = z.infer<typeof planCreateSchema>;

export const dateRangeQuery = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

export const statsIdParam = z.object({ id: z.union([z.literal('all'), z.uuid()]) });
