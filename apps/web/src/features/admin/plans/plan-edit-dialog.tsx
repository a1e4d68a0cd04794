import { type PlanDto, es, planUpdateSchema } from '@sanarte/shared';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api';
import type { RecordDialogProps } from '../components/admin-dialog';
import { FormDialog, type FormSlot, useFormSave } from '../components/form-dialog';
import { fill } from '../people/format';
import { type PlanUpdateBody, useUpdateAdminPlanMutation } from './api';
import { plansCopy as copy } from './content';
import { PlanFields, type PlanFormValues, fieldErrors, planBody, resolverOf } from './plan-form';
import { TRIAL_SLUG } from './plan-price';

const valuesOf = (plan: PlanDto): PlanFormValues => ({
  name: plan.name,
  slug: plan.slug,
  description: plan.description,
  price: String(plan.price),
  currency: (plan.currency || 'USD').toUpperCase(),
  durationDays: String(plan.durationDays),
  features: [...plan.features],
  categoryAccess: [...plan.categoryAccess],
  fullCategoryAccess: plan.fullCategoryAccess,
  isActive: plan.isActive,
  order: String(plan.order),
});

/** The request body; the trial's price is never changed. */
function bodyOf(values: PlanFormValues, plan: PlanDto): PlanUpdateBody {
  const body = planBody(values);
  return plan.slug === TRIAL_SLUG ? { ...body, price: String(plan.price) } : body;
}

/** The form's words for the issues planUpdateSchema leaves in English. */
const editMessages = {
  price: copy.form.priceRequired,
  durationDays: copy.form.durationInvalid,
  order: copy.form.orderInvalid,
  features: es.admin.planFeaturesInvalid,
};

/** Checks the body with the server's own schema (planUpdateSchema) and maps its issues to the fields. */
const planResolver = (plan: PlanDto) =>
  resolverOf((values) => {
    const body = bodyOf(values, plan);
    const parsed = planUpdateSchema.safeParse(body);
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues, editMessages);
    return body.price === '' ? { ...found, price: copy.form.priceRequired } : found;
  });

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
  const methods = useForm<PlanFormValues>({
    resolver: planResolver(plan),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: valuesOf(plan),
  });

  const onSubmit = methods.handleSubmit((values) =>
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
      <PlanFields form={methods} mode="edit" priceLocked={plan.slug === TRIAL_SLUG} />
    </form>
  );
}
