import { type AdminUser, complimentaryAccessSchema, es } from '@sanarte/shared';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api';
import { useAuth } from '../../auth';
import { useListAdminPlansQuery } from '../api/plans';
import { ConfirmDialog } from '../components/confirm-dialog';
import { FormDialog } from '../components/form-dialog';
import { FigureField, NoteField, SaveFailure } from '../components/form-fields';
import { displayName } from './format';
import { UserActionButton } from './user-action';
import { useGrantComplimentaryAccessMutation, useRevokeComplimentaryAccessMutation } from './users-api';

/**
 * A client's complimentary access, for admins: «Dar acceso de cortesía» when they have no plan
 * (a plan, days or until revoked, a note), «Retirar el acceso de cortesía» while they have one.
 */
export function ComplimentaryAccessAction({ user }: { user: AdminUser }) {
  const { user: me } = useAuth();
  const [open, setOpen] = useState(false);
  if (me?.role !== 'admin' || user.deletedAt) return null;
  const comp = user.activeSubscription?.complimentary;
  if (comp) return <RevokeComp user={user} />;
  if (user.activeSubscription) return null;
  return (
    <>
      <UserActionButton user={user} onClick={() => setOpen(true)}>
        {es.admin.compAction}
      </UserActionButton>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={es.admin.compTitle}
        size="md"
        submitLabel={es.admin.compSubmit}
      >
        {(form) => (
          <GrantForm user={user} formId={form.id} setBusy={form.setBusy} onDone={() => setOpen(false)} />
        )}
      </FormDialog>
    </>
  );
}

type Errors = {
  planId?: string | undefined;
  days?: string | undefined;
  note?: string | undefined;
  form?: string;
};

function GrantForm({
  user,
  formId,
  setBusy,
  onDone,
}: {
  user: AdminUser;
  formId: string;
  setBusy: (busy: boolean) => void;
  onDone: () => void;
}) {
  const { data: plans = [] } = useListAdminPlansQuery();
  // Mini needs the two themes its buyer chooses: only plans that open categories are given.
  const choices = plans.filter(
    (p) => p.isActive && (p.fullCategoryAccess || (p.categoryAccess ?? []).length > 0),
  );
  const [grant] = useGrantComplimentaryAccessMutation();
  const [planId, setPlanId] = useState('');
  const [days, setDays] = useState('30');
  const [forever, setForever] = useState(false);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const planFieldId = useId();
  const chosen = planId || choices[0]?._id || '';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = complimentaryAccessSchema.safeParse({
      planId: chosen,
      days: forever ? null : Number(days.trim() || Number.NaN),
      note,
    });
    if (!parsed.success) {
      const of = (key: string) => parsed.error.issues.find((i) => i.path[0] === key)?.message;
      setErrors({ planId: of('planId'), days: of('days'), note: of('note') });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await grant({ id: user._id, body: parsed.data }).unwrap();
      toast.success(answer.message ?? es.admin.compGiven(displayName(user)));
      onDone();
    } catch (err) {
      setErrors({ form: errorMessage(err, es.common.unknownError) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-ink-soft [overflow-wrap:anywhere]">{[displayName(user), user.email].join(' · ')}</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={planFieldId} className="text-sm font-semibold text-night-900">
          {es.admin.compPlanLabel}
        </label>
        <select
          id={planFieldId}
          value={chosen}
          onChange={(e) => setPlanId(e.target.value)}
          className="min-h-11 rounded-xl bg-white px-3 ring-1 ring-inset ring-night-700/30"
        >
          {choices.map((p) => (
            <option key={p._id} value={p._id}>
              {p.name}
            </option>
          ))}
        </select>
        {errors.planId && <p className="text-sm font-medium text-danger">{errors.planId}</p>}
      </div>
      <FigureField
        label={es.admin.compDaysLabel}
        error={errors.days}
        value={days}
        onChange={setDays}
        inputMode="numeric"
        disabled={forever}
        className="max-w-32"
      />
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          checked={forever}
          onChange={(e) => setForever(e.target.checked)}
          className="size-4 accent-night-900"
        />
        <span>{es.admin.compForever}</span>
      </label>
      <NoteField label={es.admin.compNoteLabel} error={errors.note} value={note} onChange={setNote} />
      <SaveFailure message={errors.form} />
    </form>
  );
}

function RevokeComp({ user }: { user: AdminUser }) {
  const [revoke, { isLoading }] = useRevokeComplimentaryAccessMutation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run() {
    setError(null);
    try {
      const answer = await revoke(user._id).unwrap();
      setConfirming(false);
      toast.success(answer.message ?? es.admin.compRevoked);
    } catch (err) {
      setError(errorMessage(err, es.common.unknownError));
    }
  }
  return (
    <>
      <UserActionButton user={user} danger onClick={() => setConfirming(true)}>
        {es.admin.compRevoke}
      </UserActionButton>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={es.admin.compRevoke}
        message={es.admin.compRevokeText}
        confirmLabel={es.admin.compRevoke}
        busy={isLoading}
        busyLabel={es.admin.compRevoke}
        error={error}
        tone="danger"
        onConfirm={run}
      />
    </>
  );
}
