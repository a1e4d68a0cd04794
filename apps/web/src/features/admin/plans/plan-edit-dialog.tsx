import * as Dialog from '@radix-ui/react-dialog';
import { type PlanDto, es, planUpdateSchema } from '@sanarte/shared';
import { useId, useState } from 'react';
import { Controller, type FieldError, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api';
import { AdminDialog } from '../components/admin-dialog';
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
export function PlanEditDialog({
  plan,
  onOpenChange,
}: {
  plan: PlanDto | null;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const [submitting, setSubmitting] = useState(false);
  return (
    <AdminDialog
      open={Boolean(plan)}
      onOpenChange={onOpenChange}
      title={plan ? copy.form.title(plan.name) : ''}
      size="lg"
      footer={
        <>
          <Dialog.Close asChild>
            <Button variant="outline" size="sm">
              {es.common.cancel}
            </Button>
          </Dialog.Close>
          <Button type="submit" size="sm" form={formId} busy={submitting} busyLabel={copy.form.saving}>
            {es.admin.plansSave}
          </Button>
        </>
      }
    >
      {plan && (
        <PlanForm
          id={formId}
          plan={plan}
          onSaved={() => onOpenChange(false)}
          onSubmittingChange={setSubmitting}
        />
      )}
    </AdminDialog>
  );
}

function PlanForm({
  id,
  plan,
  onSaved,
  onSubmittingChange,
}: {
  id: string;
  plan: PlanDto;
  onSaved: () => void;
  onSubmittingChange: (submitting: boolean) => void;
}) {
  const [updatePlan] = useUpdateAdminPlanMutation();
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

  const onSubmit = handleSubmit(async (values) => {
    onSubmittingChange(true);
    try {
      const answer = await updatePlan({ id: plan._id, body: bodyOf(values, plan) }).unwrap();
      toast.success(answer.message ?? es.admin.planUpdated);
      onSaved();
    } catch (err) {
      toast.error(
        fill(es.admin.plansUpdateError, { message: errorMessage(err, es.admin.updatePlanFailedEn) }),
      );
    } finally {
      onSubmittingChange(false);
    }
  });

  return (
    <form id={id} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
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

      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
        <input
          type="checkbox"
          {...register('fullCategoryAccess')}
          className="size-5 shrink-0 cursor-pointer accent-night-600"
        />
        {es.admin.plansFullAccess}
      </label>
      {!fullAccess && (
        <Controller
          control={control}
          name="categoryAccess"
          render={({ field }) => <CategoryChecklist value={field.value} onChange={field.onChange} />}
        />
      )}

      <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
        <label className="flex min-h-12 cursor-pointer items-center gap-3 font-semibold">
          <input
            type="checkbox"
            {...register('isActive')}
            className="size-5 shrink-0 cursor-pointer accent-night-600"
          />
          {copy.form.active}
        </label>
        <Field label={copy.form.order} error={errors.order?.message}>
          {(p) => <Input {...p} {...register('order')} type="number" inputMode="numeric" step="1" min={0} />}
        </Field>
      </div>
    </form>
  );
}
