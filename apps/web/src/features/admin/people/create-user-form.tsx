import { zodResolver } from '@hookform/resolvers/zod';
import {
  ROLE_LABELS,
  type Role,
  type SignupForm,
  es,
  signupFormSchema,
  staffInviteFormSchema,
} from '@sanarte/shared';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Field, Input, Select } from '../../../components/ui/field';
import { PasswordChecklist } from '../../../components/ui/password-checklist';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api';
import { useListAdminPlansQuery } from '../api/plans';
import { FormError, type FormSlot, useFormSave } from '../components/form-dialog';
import { userCopy } from './content';
import { useCreateAdminUserMutation } from './users-api';

type CreateUserFormProps = {
  /** The dialog's slot: the footer holds the submit button (`form={form.id}`). */
  form: FormSlot;
  roles: readonly Role[];
  defaultRole: Role;
  onCreated: () => void;
  /**
   * Staff accounts (Usuarios CRM): no password fields; the person receives an e-mailed invitation
   * to choose it, so nobody else ever knows it.
   */
  invite?: boolean;
};

/**
 * The registration form in a back-office dialog: the sign-up schema in its modal mode (no terms; a creator needs a plan), plus the role and,
 * for the creator role, the plan. A client account is created verified with the password typed here;
 * a staff account (`invite`) is created without one and its owner is invited by e-mail to choose it.
 */
export function CreateUserForm({ form, roles, defaultRole, onCreated, invite = false }: CreateUserFormProps) {
  const [createUser] = useCreateAdminUserMutation();
  const { error: failure, save } = useFormSave(form, onCreated);
  const checklistId = useId();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<SignupForm>({
    resolver: (invite
      ? zodResolver(staffInviteFormSchema)
      : zodResolver(signupFormSchema)) as Resolver<SignupForm>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      name: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      phone: '',
      acceptTerms: false,
      modalMode: true,
      role: defaultRole,
      planSlug: '',
    },
  });
  const password = watch('password') ?? '';
  const role = watch('role');
  const needsPlan = role === 'creator';
  const plans = useListAdminPlansQuery(undefined, { skip: !roles.includes('creator') });

  const onSubmit = handleSubmit((v) =>
    save(
      async () => {
        const answer = await createUser({
          name: v.name,
          lastName: v.lastName,
          email: v.email,
          ...(invite ? {} : { password: v.password }),
          role: v.role ?? defaultRole,
          ...(v.phone ? { phone: v.phone } : {}),
          ...(v.role === 'creator' && v.planSlug ? { planSlug: v.planSlug } : {}),
        }).unwrap();
        return answer.message ?? es.signup.created;
      },
      (err) => errorMessage(err, es.admin.createUserFailedEn),
    ),
  );

  const withChecklist = (describedBy: string | undefined) =>
    [describedBy, checklistId].filter(Boolean).join(' ');

  return (
    <form id={form.id} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-ink-soft">{userCopy.requiredNote}</p>
      <FormError message={failure} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={userCopy.name} required error={errors.name?.message}>
          {(p) => <Input {...p} {...register('name')} autoComplete="off" />}
        </Field>
        <Field label={userCopy.lastName} required error={errors.lastName?.message}>
          {(p) => <Input {...p} {...register('lastName')} autoComplete="off" />}
        </Field>
      </div>
      <Field label={userCopy.email} required error={errors.email?.message}>
        {(p) => <Input {...p} {...register('email')} type="email" inputMode="email" autoComplete="off" />}
      </Field>
      {invite ? (
        <p className="rounded-2xl bg-lavender-50 px-4 py-3 text-sm text-night-900 ring-1 ring-night-900/10">
          {userCopy.inviteNote}
        </p>
      ) : (
        <>
          <Field label={userCopy.password} required error={errors.password?.message}>
            {(p) => (
              <div className="flex flex-col gap-2.5">
                <PasswordInput
                  {...p}
                  aria-describedby={withChecklist(p['aria-describedby'])}
                  {...register('password')}
                  autoComplete="new-password"
                  showLabel={userCopy.showPassword}
                  hideLabel={userCopy.hidePassword}
                />
                <PasswordChecklist id={checklistId} password={password} />
              </div>
            )}
          </Field>
          <Field label={userCopy.confirmPassword} required error={errors.confirmPassword?.message}>
            {(p) => (
              <PasswordInput
                {...p}
                {...register('confirmPassword')}
                autoComplete="new-password"
                showLabel={userCopy.showConfirm}
                hideLabel={userCopy.hideConfirm}
              />
            )}
          </Field>
        </>
      )}
      <Field label={userCopy.phone} error={errors.phone?.message}>
        {(p) => <Input {...p} {...register('phone')} type="tel" inputMode="tel" autoComplete="off" />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={userCopy.role} required error={errors.role?.message}>
          {(p) => (
            <Select {...p} {...register('role')}>
              {roles.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {needsPlan && (
          <Field label={userCopy.plan} required error={errors.planSlug?.message}>
            {(p) => (
              <Select {...p} {...register('planSlug')}>
                <option value="">{userCopy.choosePlan}</option>
                {(plans.data ?? []).map((plan) => (
                  <option key={plan._id} value={plan.slug}>
                    {plan.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
      </div>
    </form>
  );
}
