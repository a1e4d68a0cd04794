import {
  CURRENCIES,
  type CreatePromotionCodeInput,
  type Currency,
  businessDay,
  createPromotionCodeSchema,
  es,
  fill,
} from '@sanarte/shared';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Field, Input, Select } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api';
import { useListAdminPlansQuery } from '../api/plans';
import { FormDialog, type FormSlot } from '../components/form-dialog';
import { FigureField, RadioGroup, RadioOption } from '../components/form-fields';
import { CheckboxField } from '../components/list-controls';
import { LoadingLine } from '../components/list-states';
import { ValueOptions } from '../components/options';
import { useCreatePromotionCodeMutation } from './api';

const t = es.promotions;

/** The form as typed: numbers stay text until they are checked. */
type Values = {
  code: string;
  kind: 'percent' | 'amount';
  percentOff: string;
  amountOff: string;
  currency: Currency;
  duration: 'once' | 'repeating';
  durationMonths: string;
  expiresOn: string;
  maxRedemptions: string;
  planIds: string[];
};

type FieldName = Exclude<keyof Values, 'kind' | 'duration'>;
type Errors = Partial<Record<FieldName | 'form', string>>;

const EMPTY: Values = {
  code: '',
  kind: 'percent',
  percentOff: '',
  amountOff: '',
  currency: 'EUR',
  duration: 'once',
  durationMonths: '',
  expiresOn: '',
  maxRedemptions: '',
  planIds: [],
};

/** '' as nothing; '12,5' or '12.5' as 12.5; anything else NaN, which the shared schema refuses. */
function numberOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

/** The request as the form says it: only the fields of the chosen kind and duration. */
function bodyOf(v: Values) {
  return {
    code: v.code,
    kind: v.kind,
    ...(v.kind === 'percent'
      ? { percentOff: numberOf(v.percentOff) }
      : { amountOff: numberOf(v.amountOff), currency: v.currency }),
    duration: v.duration,
    ...(v.duration === 'repeating' ? { durationMonths: numberOf(v.durationMonths) } : {}),
    ...(v.expiresOn ? { expiresOn: v.expiresOn } : {}),
    ...(v.maxRedemptions.trim() ? { maxRedemptions: numberOf(v.maxRedemptions) } : {}),
    planIds: v.planIds,
  };
}

const FIELDS: readonly FieldName[] = [
  'code',
  'percentOff',
  'amountOff',
  'currency',
  'durationMonths',
  'expiresOn',
  'maxRedemptions',
  'planIds',
];
const isField = (key: unknown): key is FieldName => FIELDS.includes(key as FieldName);

/** The field a refusal of the server is about (its messages are the schema's), if any. */
function fieldOfMessage(message: string): FieldName | undefined {
  const byMessage: Record<string, FieldName> = {
    [t.codeTaken]: 'code',
    [t.codeFormat]: 'code',
    [t.percentInvalid]: 'percentOff',
    [t.amountInvalid]: 'amountOff',
    [t.currencyInvalid]: 'currency',
    [t.monthsInvalid]: 'durationMonths',
    [t.expiresInvalid]: 'expiresOn',
    [t.maxInvalid]: 'maxRedemptions',
    [t.plansInvalid]: 'planIds',
  };
  return byMessage[message];
}

/** «Nuevo código» (admin): the form in a dialog; it closes on success, with a toast. */
export function CreateCodeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.newCode}
      size="md"
      submitLabel={t.create}
      busyLabel={t.creating}
    >
      {(form) => <CreateCodeForm form={form} onCreated={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

/**
 * The code, its discount (a percentage, or an amount in a currency), on the first payment or for
 * some months, its optional last day and limit, and its plans (none: every plan). Checked with the
 * server's own schema before it is sent; a refusal is shown under its field, or above the form.
 */
function CreateCodeForm({ form, onCreated }: { form: FormSlot; onCreated: () => void }) {
  const [create] = useCreatePromotionCodeMutation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  // Each refused attempt moves focus to its first field in error (once it is shown).
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (isField(key)) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = createPromotionCodeSchema.safeParse(bodyOf(values));
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (isField(key) && !found[key]) found[key] = issue.message;
      }
      setErrors(found);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    form.setBusy(true);
    try {
      const body: CreatePromotionCodeInput = parsed.data;
      const answer = await create(body).unwrap();
      toast.success(answer.message ?? fill(t.created, { code: answer.data.code }));
      onCreated();
    } catch (err) {
      const message = errorMessage(err, t.createFailed);
      const field = fieldOfMessage(message);
      setErrors(field ? { [field]: message } : { form: message });
      if (field) setAttempt((n) => n + 1);
    } finally {
      form.setBusy(false);
    }
  }

  const radio = <K extends 'kind' | 'duration'>(name: K, value: Values[K], label: string) => (
    <RadioOption
      name={`${id}-${name}`}
      checked={values[name] === value}
      onChange={() => set(name, value)}
      label={label}
    />
  );

  /** A figure's value, error and change, typed as text (no autofill). */
  const figure = (name: 'amountOff' | 'durationMonths' | 'maxRedemptions') => ({
    value: values[name],
    error: errors[name],
    onChange: (text: string) => set(name, text),
    autoComplete: 'off',
  });

  return (
    <form ref={formRef} id={form.id} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      <Field label={t.fieldCode} hint={t.fieldCodeHint} required error={errors.code}>
        {(p) => (
          <Input
            {...p}
            value={values.code}
            onChange={(e) => set('code', e.target.value.toUpperCase())}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={30}
            className="font-mono"
          />
        )}
      </Field>

      <RadioGroup legend={t.fieldKind}>
        {radio('kind', 'percent', t.kindPercent)}
        {radio('kind', 'amount', t.kindAmount)}
      </RadioGroup>
      {values.kind === 'percent' ? (
        <Field label={t.fieldPercent} required error={errors.percentOff}>
          {(p) => (
            <Suffixed suffix="%">
              <Input
                {...p}
                value={values.percentOff}
                onChange={(e) => set('percentOff', e.target.value)}
                inputMode="numeric"
                autoComplete="off"
                className="pr-10"
              />
            </Suffixed>
          )}
        </Field>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <FigureField
            label={t.fieldAmount}
            hint={t.fieldAmountHint}
            required
            inputMode="decimal"
            {...figure('amountOff')}
          />
          <Field label={t.fieldCurrency} hint={t.fieldCurrencyHint} required error={errors.currency}>
            {(p) => (
              <Select
                {...p}
                value={values.currency}
                onChange={(e) => set('currency', e.target.value as Currency)}
              >
                <ValueOptions values={CURRENCIES} />
              </Select>
            )}
          </Field>
        </div>
      )}

      <RadioGroup legend={t.fieldDuration}>
        {radio('duration', 'once', t.durationOnce)}
        {radio('duration', 'repeating', t.durationRepeating)}
      </RadioGroup>
      {values.duration === 'repeating' && (
        <FigureField
          label={t.fieldMonths}
          required
          inputMode="numeric"
          className="max-w-40"
          {...figure('durationMonths')}
        />
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t.fieldExpires} error={errors.expiresOn}>
          {(p) => (
            <Input
              {...p}
              type="date"
              value={values.expiresOn}
              min={businessDay(Date.now())}
              onChange={(e) => set('expiresOn', e.target.value)}
            />
          )}
        </Field>
        <FigureField label={t.fieldMax} inputMode="numeric" {...figure('maxRedemptions')} />
      </div>

      <PlanChoices value={values.planIds} onChange={(ids) => set('planIds', ids)} error={errors.planIds} />
    </form>
  );
}

/** A unit written at the end of its input ('%'). */
function Suffixed({ suffix, children }: { suffix: string; children: ReactNode }) {
  return (
    <div className="relative max-w-40">
      {children}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 text-sm font-bold text-ink-soft"
      >
        {suffix}
      </span>
    </div>
  );
}

/** The plans a code is for, as checkboxes; none checked means every plan (free ones aside). */
function PlanChoices({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
}) {
  const { data: plans, isLoading, isError } = useListAdminPlansQuery();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const paid = (plans ?? []).filter((plan) => plan.price > 0);
  const toggle = (planId: string, checked: boolean) =>
    onChange(checked ? [...value, planId] : value.filter((v) => v !== planId));
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
    >
      <legend className="text-sm font-semibold text-night-900">{t.fieldPlans}</legend>
      <p id={hintId} className="text-sm text-ink-soft">
        {isError && !plans ? t.plansUnavailable : t.fieldPlansHint}
      </p>
      {isLoading ? (
        <LoadingLine label={es.common.loading} />
      ) : (
        <div className="flex flex-col">
          {paid.map((plan) => (
            <CheckboxField
              key={plan._id}
              small
              label={plan.name}
              checked={value.includes(plan._id)}
              onChange={(e) => toggle(plan._id, e.target.checked)}
              aria-invalid={error ? true : undefined}
            />
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
