import { type PlanDto, es, planUpdateSchema } from '@sanarte/shared';
import { Controller, type FieldError, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import type { RecordDialogProps } from '../components/admin-dialog';
import { FormDialog, type FormSlot, useFormSave } from '../components/form-dialog';
import { CheckboxField } from '../components/list-controls';
import { fill } from '../people/format';
import { type PlanUpdateBody, useUpdateAdminPlanMutation } from './api';
import { CategoryChecklist } from './category-checklist';
import { plansCopy as copy } from './content';
import { FeaturesEditor } from './features-editor';
import { TRIAL_SLUG } from './plan-price';

type PlanFormValues = {
  name: string;
  description: string;
  /** As typed: the price travels as text. */
  price: string;
  durationDays: string;
  features: string[];
  categoryAccess: string[];
  fullCategoryAccess: boolean;
  isActive: boolean;
  order: string;
};

const valuesOf = (plan: PlanDto): PlanFormValues => ({
  name: plan.name,
  description: plan.description,
  price: String(plan.price),
  durationDays: String(plan.durationDays),
  features: [...plan.features],
  categoryAccess: [...plan.categoryAccess],
  fullCategoryAccess: plan.fullCategoryAccess,
  isActive: plan.isActive,
  order: String(plan.order),
});

/** The request body: blank features dropped, currency USD, no category list with full access. */
function bodyOf(values: PlanFormValues, plan: PlanDto): PlanUpdateBody {
  return {
    name: values.name,
    description: values.description,
    price: plan.slug === TRIAL_SLUG ? String(plan.price) : String(values.price ?? '').trim(),
    currency: 'USD',
    durationDays: Number(values.durationDays),
    features: values.features.map((f) => f.trim()).filter(Boolean),
    categoryAccess: values.fullCategoryAccess ? [] : values.categoryAccess,
    fullCategoryAccess: values.fullCategoryAccess,
    isActive: values.isActive,
    order: Number(values.order),
  };
}

const numberMessages: Partial<Record<keyof PlanFormValues, string>> = {
  price: copy.form.priceRequired,
  durationDays: copy.form.durationInvalid,
  order: copy.form.orderInvalid,
};

/** Checks the body with the server's own schema (planUpdateSchema) and maps its issues to the fields. */
const planResolver =
  (plan: PlanDto): Resolver<PlanFormValues> =>
  async (values) => {
    const errors: Record<string, FieldError> = {};
    const body = bodyOf(values, plan);
    if (body.price === '') errors.price = { type: 'required', message: copy.form.priceRequired };
    const parsed = planUpdateSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'name') as keyof PlanFormValues;
        if (errors[key]) continue;
        errors[key] = { type: issue.code, message: numberMessages[key] ?? issue.message };
      }
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<PlanFormValues> }
      : { values, errors: {} };
  };

/** The plan edit dialog. */
export function PlanEditDialog({ plan, onOpenChange }: RecordDialogProps<'plan', PlanDto>) {
  return (
    <FormDialog
      open={Boolean(plan)}
      onOpenChange={onOpenChange}
      title={plan ? copy.form.title(plan.name) : ''}
      submitLabel={es.admin.plansSave}
      busyLabel={copy.form.saving}
    >
      {(form) =>
        plan && <PlanForm key={plan._id} form={form} plan={plan} onSaved={() => onOpenChange(false)} />
      }
    </FormDialog>
  );
}

function PlanForm({ form, plan, onSaved }: { form: FormSlot; plan: PlanDto; onSaved: () => void }) {
  const [updatePlan] = useUpdateAdminPlanMutation();
  // A failed save is told in a toast; the dialog stays open.
  const { save } = useFormSave(form, onSaved, { toastErrors: true });
  const locked = plan.slug === TRIAL_SLUG;
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<PlanFormValues>({
    resolver: planResolver(plan),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: valuesOf(plan),
  });
  const fullAccess = watch('fullCategoryAccess');

  const onSubmit = handleSubmit((values) =>
    save(
      async () => {
        const answer = await updatePlan({ id: plan._id, body: bodyOf(values, plan) }).unwrap();
        return answer.message ?? es.admin.planUpdated;
      },
      (err) => fill(es.admin.plansUpdateError, { message: errorMessage(err, es.admin.updatePlanFailedEn) }),
    ),
  );

  return (
    <form id={form.id} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Field label={copy.form.name} required error={errors.name?.message}>
        {(p) => <Input {...p} {...register('name')} autoComplete="off" />}
      </Field>
      <Field label={copy.form.description} error={errors.description?.message}>
        {(p) => <Textarea {...p} {...register('description')} rows={3} className="min-h-24" />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={copy.form.price}
          required
          hint={locked ? copy.form.priceLocked : copy.form.priceHint}
          error={errors.price?.message}
        >
          {(p) => (
            <div className="relative">
              <Input
                {...p}
                {...register('price')}
                type="number"
                inputMode="decimal"
                step="0.01"
                min={0}
                disabled={locked}
                className="pr-16"
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 text-sm font-bold text-ink-soft"
              >
                USD
              </span>
            </div>
          )}
        </Field>
        <Field label={copy.form.durationDays} required error={errors.durationDays?.message}>
          {(p) => (
            <Input {...p} {...register('durationDays')} type="number" inputMode="numeric" step="1" min={1} />
          )}
        </Field>
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

      <CheckboxField label={es.admin.plansFullAccess} {...register('fullCategoryAccess')} />
      {!fullAccess && (
        <Controller
          control={control}
          name="categoryAccess"
          render={({ field }) => <CategoryChecklist value={field.value} onChange={field.onChange} />}
        />
      )}

      <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
        <CheckboxField label={copy.form.active} {...register('isActive')} />
        <Field label={copy.form.order} error={errors.order?.message}>
          {(p) => <Input {...p} {...register('order')} type="number" inputMode="numeric" step="1" min={0} />}
        </Field>
      </div>
    </form>
  );
}
