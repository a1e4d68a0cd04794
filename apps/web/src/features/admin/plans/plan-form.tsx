import { CURRENCIES, es } from '@sanarte/shared';
import { useRef } from 'react';
import {
  Controller,
  type FieldError,
  type FieldErrors,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { RadioGroup, RadioOption } from '../components/form-fields';
import { CheckboxField } from '../components/list-controls';
import { ValueOptions } from '../components/options';
import { CategoryChecklist } from './category-checklist';
import { plansCopy as copy } from './content';
import { FeaturesEditor } from './features-editor';
import { MONTHLY_DAYS, YEARLY_DAYS } from './plan-price';

/**
 * The plan form's pieces, shared by «Nuevo plan» (plan-create-dialog.tsx) and «Editar plan»
 * (plan-edit-dialog.tsx): the values as typed, the checks with the shared schemas, and the fields.
 */

/** The form as typed: numbers stay text until they are checked. */
export type PlanFormValues = {
  name: string;
  /** Only asked when creating: an existing plan keeps its slug. */
  slug: string;
  description: string;
  price: string;
  currency: string;
  /** Days: '30' or '365' from the renewal radios when creating; any number when editing. */
  durationDays: string;
  features: string[];
  categoryAccess: string[];
  fullCategoryAccess: boolean;
  isActive: boolean;
  order: string;
};

export type PlanField = keyof PlanFormValues;
type PlanErrors = Partial<Record<PlanField, string>>;

const PLAN_FIELDS: readonly PlanField[] = [
  'name',
  'slug',
  'description',
  'price',
  'currency',
  'durationDays',
  'features',
  'categoryAccess',
  'fullCategoryAccess',
  'isActive',
  'order',
];
export const isPlanField = (key: unknown): key is PlanField => PLAN_FIELDS.includes(key as PlanField);

/** The features as sent: trimmed, blank rows dropped. */
const cleanFeatures = (features: string[]) => features.map((f) => f.trim()).filter(Boolean);

/**
 * What both dialogs send of the form (the slug is the creation's own): numbers as numbers, blank
 * features dropped, no category list with full access.
 */
export const planBody = (values: PlanFormValues) => ({
  name: values.name,
  description: values.description,
  price: values.price.trim(),
  currency: values.currency,
  durationDays: Number(values.durationDays),
  features: cleanFeatures(values.features),
  categoryAccess: values.fullCategoryAccess ? [] : values.categoryAccess,
  fullCategoryAccess: values.fullCategoryAccess,
  isActive: values.isActive,
  order: Number(values.order),
});

/**
 * A shared schema's issues as the form's errors: the first of each field, in the schema's own
 * (Spanish) words unless `messages` words it for the form (the numbers and lists it leaves in English).
 */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  messages: PlanErrors = {},
): PlanErrors {
  const found: PlanErrors = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (isPlanField(key) && !found[key]) found[key] = messages[key] ?? issue.message;
  }
  return found;
}

/** A react-hook-form resolver from a check that returns each bad field's message. */
export function resolverOf(check: (values: PlanFormValues) => PlanErrors): Resolver<PlanFormValues> {
  return async (values) => {
    const found = check(values);
    const keys = Object.keys(found) as PlanField[];
    if (keys.length === 0) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const key of keys) errors[key] = { type: 'validate', message: found[key] };
    return { values: {}, errors: errors as FieldErrors<PlanFormValues> };
  };
}

/**
 * The identifier a name suggests: lower case, accents removed, anything else between letters and
 * digits a hyphen ('Plan Año Pleno' → 'plan-ano-pleno'), at most 60 characters.
 */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

type PlanFieldsProps = {
  form: UseFormReturn<PlanFormValues>;
  /**
   * 'create': the slug (suggested from the name until the admin writes one) and the renewal as
   * «Cada mes» / «Cada año». 'edit': the duration in days (the trial lasts 2), said in words when
   * it is a month or a year.
   */
  mode: 'create' | 'edit';
  /** The trial's price cannot change. */
  priceLocked?: boolean;
};

/**
 * The plan's fields in the order the form reads: name (and slug), description, price and
 * currency, renewal or duration, categories (or all of them), features, order and state.
 */
export function PlanFields({ form, mode, priceLocked = false }: PlanFieldsProps) {
  const {
    register,
    control,
    watch,
    setValue,
    formState: { errors },
  } = form;
  // The slug follows the name until the admin types one of their own.
  const slugEdited = useRef(false);
  const fullAccess = watch('fullCategoryAccess');
  const currency = watch('currency');
  const days = watch('durationDays');
  const currencies: readonly string[] = (CURRENCIES as readonly string[]).includes(currency)
    ? CURRENCIES
    : [...CURRENCIES, currency];

  const name = register('name', {
    onChange: (e: { target: { value: string } }) => {
      if (mode !== 'create' || slugEdited.current) return;
      setValue('slug', suggestSlug(e.target.value), { shouldValidate: form.formState.isSubmitted });
    },
  });
  const slug = register('slug', {
    onChange: (e: { target: { value: string } }) => {
      // Emptied, the field goes back to following the name.
      slugEdited.current = e.target.value !== '';
    },
  });

  return (
    <>
      <Field label={copy.form.name} required error={errors.name?.message}>
        {(p) => <Input {...p} {...name} autoComplete="off" maxLength={120} />}
      </Field>
      {mode === 'create' && (
        <Field
          label={es.admin.planSlugLabel}
          hint={es.admin.planSlugHint}
          required
          error={errors.slug?.message}
        >
          {(p) => (
            <Input
              {...p}
              {...slug}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={60}
              className="font-mono"
            />
          )}
        </Field>
      )}
      <Field label={copy.form.description} error={errors.description?.message}>
        {(p) => (
          <Textarea {...p} {...register('description')} rows={3} maxLength={2000} className="min-h-24" />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={copy.form.price}
          required
          hint={priceLocked ? copy.form.priceLocked : undefined}
          error={errors.price?.message}
        >
          {(p) => (
            <Input
              {...p}
              {...register('price')}
              type="number"
              inputMode="decimal"
              step="0.01"
              min={0}
              disabled={priceLocked}
            />
          )}
        </Field>
        <Field label={es.admin.planCurrencyLabel} required error={errors.currency?.message}>
          {(p) => (
            // Controlled: the plan's own currency shows from the first paint.
            <Controller
              control={control}
              name="currency"
              render={({ field }) => (
                <Select {...p} {...field}>
                  <ValueOptions values={currencies} />
                </Select>
              )}
            />
          )}
        </Field>
      </div>
      {mode === 'create' ? (
        <RenewalChoice form={form} />
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={copy.form.durationDays}
            required
            hint={
              days.trim() === String(MONTHLY_DAYS)
                ? es.admin.planRenewsMonthly
                : days.trim() === String(YEARLY_DAYS)
                  ? es.admin.planRenewsYearly
                  : es.admin.planDurationHint
            }
            error={errors.durationDays?.message}
          >
            {(p) => (
              <Input
                {...p}
                {...register('durationDays')}
                type="number"
                inputMode="numeric"
                step="1"
                min={1}
              />
            )}
          </Field>
        </div>
      )}

      <div className="flex flex-col gap-3">
        <CheckboxField label={es.admin.plansFullAccess} {...register('fullCategoryAccess')} />
        {!fullAccess && (
          <Controller
            control={control}
            name="categoryAccess"
            render={({ field }) => <CategoryChecklist value={field.value} onChange={field.onChange} />}
          />
        )}
        {errors.categoryAccess?.message && (
          <p className="text-sm font-medium text-danger">{errors.categoryAccess.message}</p>
        )}
      </div>

      <Controller
        control={control}
        name="features"
        render={({ field }) => (
          <FeaturesEditor
            value={field.value}
            onChange={field.onChange}
            error={(errors.features as FieldError | undefined)?.message}
          />
        )}
      />

      <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
        <Field label={copy.form.order} error={errors.order?.message}>
          {(p) => <Input {...p} {...register('order')} type="number" inputMode="numeric" step="1" min={0} />}
        </Field>
        <CheckboxField label={copy.form.active} {...register('isActive')} />
      </div>
    </>
  );
}

/** «Se renueva»: «Cada mes» (30 days) or «Cada año» (365 days), as radios. */
function RenewalChoice({ form }: { form: UseFormReturn<PlanFormValues> }) {
  const error = form.formState.errors.durationDays?.message;
  const options = [
    [String(MONTHLY_DAYS), es.admin.planIntervalMonthly],
    [String(YEARLY_DAYS), es.admin.planIntervalYearly],
  ] as const;
  return (
    <RadioGroup legend={es.admin.planIntervalLabel} error={error}>
      {options.map(([value, label]) => (
        <RadioOption
          key={value}
          label={label}
          value={value}
          {...form.register('durationDays')}
          aria-invalid={error ? true : undefined}
        />
      ))}
    </RadioGroup>
  );
}
