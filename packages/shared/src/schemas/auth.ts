import { z } from 'zod';
import { LIMITS, ROLES } from '../constants.js';
import { es } from '../messages/es.js';
import { SIMPLE_EMAIL, personName } from './common.js';

const s = es.signup;

/** The special symbols of the password token page, double quote and backslash included. */
export const PASSWORD_SYMBOLS = `!@#$%^&*()_+-=[]{};':|,.<>/?"\\`;
const symbolRe = /[!@#$%^&*()_+\-=[\]{};':|,.<>/?"\\]/;

export const passwordRules = {
  minLength: (p: string) => p.length >= LIMITS.passwordMinLength,
  uppercase: (p: string) => /[A-ZÁÉÍÓÚÑÜ]/.test(p),
  symbol: (p: string) => symbolRe.test(p),
};

/** The sign-up e-mail rules, in the spec's order. */
export const signupEmail = z
  .string({ error: s.emailRequired })
  .trim()
  .min(1, { message: s.emailRequired, abort: true })
  .regex(SIMPLE_EMAIL, { message: s.emailInvalid, abort: true })
  .max(LIMITS.emailMaxLength, { message: s.emailTooLong, abort: true })
  .refine((e) => !e.startsWith('.') && !e.endsWith('.') && !/\.\.|@\.|\.@/.test(e), {
    message: s.emailInvalid,
    abort: true,
  });

/** New password on sign-up and token pages: 8+ characters, one uppercase, one special symbol. */
export const strongPassword = z
  .string({ error: s.passwordRequired })
  .min(1, { message: s.passwordRequired, abort: true })
  .max(128, { message: s.passwordMin, abort: true })
  .refine(passwordRules.minLength, { message: s.passwordMin, abort: true })
  .refine(passwordRules.uppercase, { message: s.passwordUppercase, abort: true })
  .refine(passwordRules.symbol, { message: s.passwordSymbol, abort: true });

/**
 * A new password and its confirmation where someone sets one for their account (Configuración ›
 * Contraseña, a Google account's first password, the setup after verification): the sign-up rules
 * on the new one, the confirmation required and equal. Each field gets its message at once, so two
 * different short passwords show both (decision 038: the sign-up rule everywhere, not the 6).
 */
function checkNewPassword(
  v: { newPassword: string; confirmPassword: string },
  ctx: z.RefinementCtx<{ newPassword: string; confirmPassword: string }>,
) {
  const strength = strongPassword.safeParse(v.newPassword);
  if (!strength.success) {
    ctx.addIssue({ code: 'custom', path: ['newPassword'], message: strength.error.issues[0]?.message });
  }
  if (!v.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: s.passwordRequired });
  } else if (v.newPassword !== v.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: s.passwordsMismatch });
  }
}

/** New password and confirmation (web forms): a Google account's first password, the verification page's setup. */
export const newPasswordFormSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(checkNewPassword);

const name = personName(s.nameRequired);
const lastName = personName(s.lastNameRequired);

/** POST /api/users/register (server side). */
export const registerRequestSchema = z.object({
  name,
  lastName,
  email: signupEmail,
  password: strongPassword,
  phone: z.string().trim().max(LIMITS.phoneMaxLength).optional().default(''),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The sign-up form (web): the server fields plus confirmation and terms, checked in the spec's order. */
export const signupFormSchema = z
  .object({
    name,
    lastName,
    email: signupEmail,
    password: strongPassword,
    confirmPassword: z.string(),
    phone: z.string().trim().max(LIMITS.phoneMaxLength).optional(),
    acceptTerms: z.boolean(),
    role: z.enum(ROLES).optional(),
    planSlug: z.string().optional(),
    modalMode: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: s.passwordsMismatch });
    }
    if (!v.modalMode && !v.acceptTerms) {
      ctx.addIssue({ code: 'custom', path: ['acceptTerms'], message: s.termsRequired });
    }
    if (v.modalMode && v.role === 'creator' && !v.planSlug) {
      ctx.addIssue({ code: 'custom', path: ['planSlug'], message: s.creatorPlanRequired });
    }
  });
export type SignupForm = z.input<typeof signupFormSchema>;

/** The sign-up form's fields before anything is typed (self sign-up, and the back-office's). */
export const emptySignupForm: SignupForm = {
  name: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  acceptTerms: false,
};

const loginEmail = z
  .string({ error: es.login.emailRequired })
  .trim()
  .min(1, { message: es.login.emailRequired, abort: true })
  .max(LIMITS.emailMaxLength, es.login.emailRequired);

/** POST /api/users/login: e-mail + password, or e-mail + tempUser for temporary accounts. */
export const loginRequestSchema = z
  .object({
    email: loginEmail,
    password: z.string({ error: es.login.passwordRequired }).max(128, es.login.passwordRequired).optional(),
    tempUser: z.literal(true).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.tempUser && !v.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: es.login.passwordRequired });
    }
  });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginFormSchema = z.object({
  email: loginEmail,
  password: z.string().min(1, es.login.passwordRequired),
});

export const emailOnlySchema = z.object({ email: loginEmail });

export const resetEmailRequestSchema = z.object({
  email: loginEmail,
  purpose: z.enum(['reset', 'set']).optional().default('reset'),
});

/**
 * An e-mailed link's token: none at all is the spec's "not found in URL" (`missing`); one of the
 * wrong shape is a link that does not work (`es.password.tokenInvalid`), as an unknown or expired one is.
 */
const linkToken = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, { message: missing, abort: true })
    .min(10, es.password.tokenInvalid)
    .max(200, es.password.tokenInvalid);

export const tokenSchema = z.object({ token: linkToken(es.verification.tokenMissing) });

export const resetPasswordRequestSchema = z.object({
  token: linkToken(es.password.tokenMissing),
  newPassword: strongPassword,
});

/** The token page form. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: z
      .string()
      .min(1, { message: s.passwordRequired, abort: true })
      .refine(passwordRules.minLength, { message: s.passwordMin, abort: true })
      .refine(passwordRules.uppercase, { message: s.passwordUppercase, abort: true })
      .refine(passwordRules.symbol, { message: s.passwordSymbol, abort: true }),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: s.passwordsMismatch,
  });

/** PUT /api/users/update-password: the sign-up rules for the new password, as the form checks them. */
export const updatePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, s.passwordRequired).max(128),
  newPassword: strongPassword,
});

/** Configuración › Contraseña (web): the three fields required, the new one by the sign-up rules, equal. */
export const panelPasswordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    if (!v.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: s.passwordRequired });
    }
    checkNewPassword(v, ctx);
  });

/** A first password: the sign-up rules, as the forms check them. */
export const updatePasswordGoogleSchema = z.object({
  email: loginEmail,
  newPassword: strongPassword,
  token: z.string().min(10).max(200).optional(),
});

export const profileRequestSchema = z.object({
  name,
  lastName,
  avatarImage: z
    .string()
    .max(Math.ceil((LIMITS.avatarMaxBytes * 4) / 3) + 100, es.errors.payloadTooLarge)
    .regex(/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=]+$/, es.panel.profileError)
    .optional(),
});

const trialEmail = z
  .string({ error: es.trial.emailRequired })
  .trim()
  .min(1, { message: es.trial.emailRequired, abort: true })
  .max(LIMITS.emailMaxLength, { message: es.trial.emailInvalid, abort: true })
  .regex(SIMPLE_EMAIL, es.trial.emailInvalid);

export const trialRegisterSchema = z.object({
  name: personName(es.trial.nameRequired),
  lastName: personName(es.trial.lastNameRequired),
  email: trialEmail,
});

export const trialContinueSchema = z.object({ email: trialEmail });

/** The trial modal's register form (web): the trial payload plus the terms checkbox. */
export const trialRegisterFormSchema = trialRegisterSchema.extend({
  acceptTerms: z.boolean().refine((accepted) => accepted, { message: es.signup.termsRequired }),
});
export type TrialRegisterForm = z.input<typeof trialRegisterFormSchema>;

export const googleCallbackSchema = z.object({
  code: z.string().min(1, es.google.noCode).max(4096),
  state: z.string().min(1).max(512),
});
