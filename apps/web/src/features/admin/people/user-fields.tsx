import { CLIENT_ROLES, ROLE_LABELS, type Role } from '@sanarte/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input, Select } from '../../../components/ui/field';
import { useListAdminPlansQuery } from '../api/plans';
import { Options } from '../components/options';
import { userCopy } from './content';

/** A form's `register`, for the fields `K` (react-hook-form). */
type Register<K extends string> = (name: K) => UseFormRegisterReturn;
/** A form's `formState.errors`, for the fields `K`. */
type Errors<K extends string> = Partial<Record<K, { message?: string | undefined }>>;

/** Nombre and Apellido side by side, then the e-mail: all required. */
export function NameEmailFields({
  register,
  errors,
}: {
  register: Register<'name' | 'lastName' | 'email'>;
  errors: Errors<'name' | 'lastName' | 'email'>;
}) {
  return (
    <>
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
    </>
  );
}

/** Whether a list of roles is the client ones (Clientes' dialogs): their role is not chosen there. */
export const onlyClientRoles = (roles: readonly Role[]) =>
  roles.every((r) => (CLIENT_ROLES as readonly Role[]).includes(r));

/**
 * A client's type in Clientes' dialogs, in place of a role to choose: it follows the subscription
 * (Suscriptor while a plan gives access, Visitante otherwise), so staff read it and why.
 */
export function ClientTypeNote({ type, text }: { type: Role; text: string }) {
  return (
    <div className="rounded-2xl bg-lavender-50 px-4 py-3 text-sm ring-1 ring-night-900/10">
      <p className="font-semibold text-night-900">
        {userCopy.clientType}: {ROLE_LABELS[type]}
      </p>
      <p className="mt-1 text-ink-soft">{text}</p>
    </div>
  );
}

/** The role and, for the creator role, the plan it creates with (the plans load only when offered). */
export function RolePlanFields({
  roles,
  role,
  register,
  errors,
}: {
  roles: readonly Role[];
  /** The role chosen now. */
  role: Role | undefined;
  register: Register<'role' | 'planSlug'>;
  errors: Errors<'role' | 'planSlug'>;
}) {
  const plans = useListAdminPlansQuery(undefined, { skip: !roles.includes('creator') });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label={userCopy.role} required error={errors.role?.message}>
        {(p) => (
          <Select {...p} {...register('role')}>
            <Options choices={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
          </Select>
        )}
      </Field>
      {role === 'creator' && (
        <Field label={userCopy.plan} required error={errors.planSlug?.message}>
          {(p) => (
            <Select {...p} {...register('planSlug')}>
              <Options
                blank={userCopy.choosePlan}
                choices={(plans.data ?? []).map((plan) => ({ value: plan.slug, label: plan.name }))}
              />
            </Select>
          )}
        </Field>
      )}
    </div>
  );
}
