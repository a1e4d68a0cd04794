import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Role,
  type SignupForm,
  emptySignupForm,
  es,
  signupFormSchema,
  staffInviteFormSchema,
} from '@sanarte/shared';
import { type Resolver, useForm } from 'react-hook-form';
import { Field, Input } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../lib/api';
import { FormError, type FormSlot, useFormSave } from '../components/form-dialog';
import { userCopy } from './content';
import { ClientTypeNote, NameEmailFields, RolePlanFields, onlyClientRoles } from './user-fields';
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
 * for the creator role, the plan; a client's type is not chosen (it follows the subscription). A client account is created verified with the password typed here;
 * a staff account (`invite`) is created without one and its owner is invited by e-mail to choose it.
 */
export function CreateUserForm({ form, roles, defaultRole, onCreated, invite = false }: CreateUserFormProps) {
  const [createUser] = useCreateAdminUserMutation();
  const { error: failure, save } = useFormSave(form, onCreated);
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
      ...emptySignupForm,
      modalMode: true,
      role: defaultRole,
      planSlug: '',
    },
  });
  const password = watch('password') ?? '';
  const role = watch('role');
  // Clientes: a new client is a visitor; buying a plan makes them a subscriber (no role to choose).
  const client = onlyClientRoles(roles);

  const onSubmit = handleSubmit((v) =>
    save(
      async () => {
        const answer = await createUser({
          name: v.name,
          lastName: v.lastName,
          email: v.email,
          ...(invite ? {} : { password: v.password }),
          role: client ? 'visitor' : (v.role ?? defaultRole),
          ...(v.phone ? { phone: v.phone } : {}),
          ...(v.role === 'creator' && v.planSlug ? { planSlug: v.planSlug } : {}),
        }).unwrap();
        return answer.message ?? es.signup.created;
      },
      // 'Error al crear usuario' with the detail: the server's, or the create call's fallback.
      (err) => `${es.signup.createError}: ${errorMessage(err, es.admin.createUserFailedEn)}`,
    ),
  );

  return (
    <form id={form.id} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-ink-soft">{userCopy.requiredNote}</p>
      <FormError message={failure} />
      <NameEmailFields register={register} errors={errors} />
      {invite ? (
        <p className="rounded-2xl bg-lavender-50 px-4 py-3 text-sm text-night-900 ring-1 ring-night-900/10">
          {userCopy.inviteNote}
        </p>
      ) : (
        <>
          <PasswordField
            label={userCopy.password}
            checklistFor={password}
            error={errors.password?.message}
            register={() => register('password')}
            autoComplete="new-password"
            showLabel={userCopy.showPassword}
            hideLabel={userCopy.hidePassword}
          />
          <PasswordField
            label={userCopy.confirmPassword}
            error={errors.confirmPassword?.message}
            register={() => register('confirmPassword')}
            autoComplete="new-password"
            showLabel={userCopy.showConfirm}
            hideLabel={userCopy.hideConfirm}
          />
        </>
      )}
      <Field label={userCopy.phone} error={errors.phone?.message}>
        {(p) => <Input {...p} {...register('phone')} type="tel" inputMode="tel" autoComplete="off" />}
      </Field>
      {client ? (
        <ClientTypeNote type="visitor" text={userCopy.clientTypeNew} />
      ) : (
        <RolePlanFields roles={roles} role={role} register={register} errors={errors} />
      )}
    </form>
  );
}
