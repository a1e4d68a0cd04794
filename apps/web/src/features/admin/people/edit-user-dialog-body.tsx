import { zodResolver } from '@hookform/resolvers/zod';
import { type Role, adminUpdateUserSchema, es, formatDateTime } from '@sanarte/shared';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DescriptionItem } from '../../../components/ui/description-item';
import { failureDetail } from '../../../lib/api';
import type { AdminUser } from '../api/users';
import type { RecordDialogProps } from '../components/admin-dialog';
import { FormDialog, FormError, type FormSlot, useFormSave } from '../components/form-dialog';
import { userCopy } from './content';
import { USER_STATUS_LABELS, fill, userStatus } from './format';
import { SubscriptionState } from './subscription-state';
import { ClientTypeNote, NameEmailFields, RolePlanFields, onlyClientRoles } from './user-fields';
import { useUpdateAdminUserMutation } from './users-api';

/**
 * The edit form: name, last name, e-mail and role required, with the spec's messages;
 * a creator needs a plan. The plan is sent only for the creator role, and omitted when blank.
 */
const editUserSchema = adminUpdateUserSchema
  .pick({ name: true, lastName: true, email: true, role: true, planSlug: true })
  .required({ name: true, lastName: true, email: true, role: true })
  .superRefine((v, ctx) => {
    if (v.role === 'creator' && !v.planSlug) {
      ctx.addIssue({ code: 'custom', path: ['planSlug'], message: es.signup.creatorPlanRequired });
    }
  });
type EditUserValues = z.input<typeof editUserSchema>;

export type EditUserDialogProps = RecordDialogProps<'user', AdminUser> & {
  /**
   * Clientes: visitor and subscriber (shown, not chosen: it follows the subscription); Usuarios
   * CRM: the staff roles.
   */
  roles: readonly Role[];
};

/** The shared 'Editar Usuario' dialog of Clientes and Usuarios CRM. */
export function EditUserDialogBody({ user, onOpenChange, roles }: EditUserDialogProps) {
  return (
    <FormDialog
      open={Boolean(user)}
      onOpenChange={onOpenChange}
      title={es.admin.userEditTitle}
      size="md"
      submitLabel={userCopy.save}
      busyLabel={userCopy.saving}
    >
      {(form) =>
        user && (
          <EditUserForm
            key={user._id}
            form={form}
            user={user}
            roles={roles}
            onSaved={() => onOpenChange(false)}
          />
        )
      }
    </FormDialog>
  );
}

function EditUserForm({
  form,
  user,
  roles,
  onSaved,
}: {
  form: FormSlot;
  user: AdminUser;
  roles: readonly Role[];
  onSaved: () => void;
}) {
  const id = form.id;
  const [updateUser] = useUpdateAdminUserMutation();
  const { error: failure, save } = useFormSave(form, onSaved);
  // The current role stays selectable even if it is outside the screen's list.
  const roleChoices = roles.includes(user.role) ? roles : [user.role, ...roles];
  // Clientes: a client's type follows the subscription; it is shown, and sent back as it is.
  const client = onlyClientRoles(roles) && onlyClientRoles([user.role]);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<EditUserValues>({
    resolver: zodResolver(editUserSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      name: user.name,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
      planSlug: user.planSlug ?? '',
    },
  });
  const role = watch('role');

  const onSubmit = handleSubmit((v) =>
    save(
      async () => {
        await updateUser({
          id: user._id,
          body: {
            name: v.name,
            lastName: v.lastName,
            email: v.email,
            role: client ? user.role : v.role,
            ...(v.role === 'creator' && v.planSlug ? { planSlug: v.planSlug } : {}),
          },
        }).unwrap();
        return userCopy.updated;
      },
      // 'Error al actualizar usuario: {message}' when there is something to say, else the bare text.
      (err) => {
        const detail = failureDetail(err);
        return detail
          ? fill(es.admin.userUpdateErrorWithMessage, { message: detail })
          : es.admin.userUpdateError;
      },
    ),
  );

  const status = userStatus(user);
  return (
    <form id={id} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormError message={failure} />
      <NameEmailFields register={register} errors={errors} />
      {client ? (
        <ClientTypeNote type={user.role} text={userCopy.clientTypeFollows} />
      ) : (
        <RolePlanFields roles={roleChoices} role={role} register={register} errors={errors} />
      )}

      <section aria-labelledby={`${id}-info`} className="rounded-2xl bg-white p-4 ring-1 ring-night-900/10">
        <h3 id={`${id}-info`} className="font-sans text-sm font-bold uppercase tracking-wide text-ink-soft">
          {userCopy.info}
        </h3>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <InfoRow
            term={userCopy.id}
            value={<span className="break-all font-mono text-xs">{user._id}</span>}
          />
          <InfoRow term={userCopy.verified} value={user.isVerified ? userCopy.yes : userCopy.no} />
          <InfoRow term={userCopy.status} value={USER_STATUS_LABELS[status]} />
          <InfoRow term={userCopy.activeSubscription} value={<SubscriptionState user={user} />} />
          <InfoRow term={userCopy.createdAt} value={formatDateTime(user.createdAt)} />
          <InfoRow term={userCopy.updatedAt} value={formatDateTime(user.updatedAt)} />
          {user.tempUser && <InfoRow term={userCopy.panelAccess} value={es.admin.noPanelAccess} />}
        </dl>
      </section>
    </form>
  );
}

/** How an account detail looks (DescriptionItem). */
const infoRow = { item: 'flex flex-col', term: 'font-semibold text-ink-soft', value: 'text-night-900' };

function InfoRow({ term, value }: { term: string; value: ReactNode }) {
  return (
    <DescriptionItem term={term} classes={infoRow}>
      {value}
    </DescriptionItem>
  );
}
