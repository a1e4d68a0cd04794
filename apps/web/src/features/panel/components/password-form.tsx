import { es, newPasswordFormSchema, panelPasswordFormSchema } from '@sanarte/shared';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { toast } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api';
import { useZodForm } from '../../../lib/use-zod-form';
import { type SessionUser, authApi } from '../../auth';
import { useUpdatePasswordMutation } from '../api';
import { settingsCopy as copy } from '../content';

const labels = copy.toggles;

/**
 * Contraseña: current, new and confirmation, each with show/hide; all required, the new one by the
 * sign-up rules with their live checklist (decision 038), confirmation equal. Accounts created with
 * Google have no password to give: they set one (new and confirmation only).
 */
export function PasswordForm({ user }: { user: SessionUser }) {
  return user.googleAccount ? <GooglePasswordForm email={user.email} /> : <ChangePasswordForm />;
}

function ChangePasswordForm() {
  const [updatePassword] = useUpdatePasswordMutation();
  const { form, register, errors, newPassword } = usePasswordForm(
    panelPasswordFormSchema,
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    async ({ currentPassword, newPassword }) => {
      await updatePassword({ currentPassword, newPassword }).unwrap();
      return es.password.updated;
    },
  );

  return (
    <PasswordFormLayout {...form} submitLabel={copy.changePassword}>
      <FormPasswordField name="currentPassword" register={register} errors={errors} />
      <NewPasswordFields register={register} errors={errors} password={newPassword} />
    </PasswordFormLayout>
  );
}

function GooglePasswordForm({ email }: { email: string }) {
  const [setPassword] = authApi.useUpdatePasswordGoogleMutation();
  const { form, register, errors, newPassword } = usePasswordForm(
    newPasswordFormSchema,
    { newPassword: '', confirmPassword: '' },
    async ({ newPassword }) => {
      const answer = await setPassword({ email, newPassword }).unwrap();
      return answer.message || es.password.updated;
    },
  );

  return (
    <PasswordFormLayout {...form} submitLabel={copy.setPassword}>
      <Alert tone="info">{copy.googleNote}</Alert>
      <NewPasswordFields register={register} errors={errors} password={newPassword} />
    </PasswordFormLayout>
  );
}

/**
 * Both forms' state and submit: on submit the last failure is cleared; `change` resolves to the
 * message to toast, and the form empties; a refusal stays on screen as the server's message (or
 * the generic one).
 */
function usePasswordForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  change: (values: z.output<S>) => Promise<string>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, defaultValues);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      toast.success(await change(values));
      reset();
    } catch (err) {
      setFailure(errorMessage(err, es.password.updateError));
    }
  });

  const newPassword: string = watch('newPassword' as Path<z.input<S>>) ?? '';
  return { form: { onSubmit, failure, busy: isSubmitting }, register, errors, newPassword };
}

/** The form both variants render: their fields, the failure and the submit button. */
function PasswordFormLayout({
  onSubmit,
  failure,
  busy,
  submitLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-5">
      {children}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div>
        <Button type="submit" size="lg" busy={busy} busyLabel={copy.changing}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** Each password field's label, browser autofill hint and show/hide toggle names. */
const FIELDS = {
  currentPassword: { label: copy.currentPassword, autoComplete: 'current-password', toggle: labels.current },
  newPassword: { label: copy.newPassword, autoComplete: 'new-password', toggle: labels.next },
  confirmPassword: { label: copy.confirmPassword, autoComplete: 'new-password', toggle: labels.confirm },
} as const;

type FieldName = keyof typeof FIELDS;
type NewPasswordField = Exclude<FieldName, 'currentPassword'>;

/** One of the forms' password fields, as FIELDS describes it; the rules' checklist following `checklistFor`. */
function FormPasswordField<N extends FieldName>({
  name,
  register,
  errors,
  checklistFor,
}: {
  name: N;
  register: (name: N) => UseFormRegisterReturn;
  errors: Partial<Record<N, { message?: string }>>;
  checklistFor?: string;
}) {
  const { label, autoComplete, toggle } = FIELDS[name];
  return (
    <PasswordField
      label={label}
      checklistFor={checklistFor}
      error={errors[name]?.message}
      register={() => register(name)}
      autoComplete={autoComplete}
      showLabel={toggle.show}
      hideLabel={toggle.hide}
    />
  );
}

/** The two fields both forms share (their other fields do not matter here), the rules' checklist following `password`. */
function NewPasswordFields({
  register,
  errors,
  password,
}: {
  register: (name: NewPasswordField) => UseFormRegisterReturn;
  errors: Partial<Record<NewPasswordField, { message?: string }>>;
  password: string;
}) {
  return (
    <>
      <FormPasswordField name="newPassword" register={register} errors={errors} checklistFor={password} />
      <FormPasswordField name="confirmPassword" register={register} errors={errors} />
    </>
  );
}
