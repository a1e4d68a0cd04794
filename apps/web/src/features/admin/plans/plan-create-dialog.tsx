import { type PlanCreateInput, es, fill, planCreateSchema } from '@sanarte/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { toast } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api';
import { FormDialog, type FormSlot } from '../components/form-dialog';
import { useCreateAdminPlanMutation } from './api';
import { plansCopy as copy } from './content';
import {
  type PlanField,
  PlanFields,
  type PlanFormValues,
  fieldErrors,
  planBody,
  resolverOf,
} from './plan-form';
import { MONTHLY_DAYS } from './plan-price';

/** A new plan: monthly, in euros, on sale, the whole catalogue off until chosen. */
const emptyValues = (order: number): PlanFormValues => ({
  name: '',
  slug: '',
  description: '',
  price: '',
  currency: 'EUR',
  durationDays: String(MONTHLY_DAYS),
  features: [],
  categoryAccess: [],
  fullCategoryAccess: false,
  isActive: true,
  order: String(order),
});

/** The request as the form says it, with the new plan's slug. */
const bodyOf = (values: PlanFormValues) => ({ ...planBody(values), slug: values.slug });

/** The form's words for the issues planCreateSchema leaves in English. */
const createMessages = { order: copy.form.orderInvalid, features: es.admin.planFeaturesInvalid };

/** Checked with the server's own schema: its slug, price, currency and renewal messages are Spanish. */
const createResolver = resolverOf((values) => {
  const parsed = planCreateSchema.safeParse(bodyOf(values));
  return parsed.success ? {} : fieldErrors(parsed.error.issues, createMessages);
});

/** The field a refusal of the server is about (its messages are the schema's), if any. */
function fieldOfMessage(message: string): PlanField | undefined {
  const byMessage: Record<string, PlanField> = {
    [es.admin.planSlugTaken]: 'slug',
    [es.admin.planSlugInvalid]: 'slug',
    [es.admin.planPriceInvalid]: 'price',
    [es.admin.planCurrencyInvalid]: 'currency',
    [es.admin.planIntervalInvalid]: 'durationDays',
    [es.admin.nameRequired]: 'name',
  };
  return byMessage[message];
}

/** «Nuevo plan» (admin): the plan form in a dialog; it closes on success, with the server's toast. */
export function PlanCreateDialog({
  open,
  onOpenChange,
  nextOrder,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The order the new plan is offered with: after the existing plans. */
  nextOrder: number;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={es.admin.plansNew}
      submitLabel={es.admin.plansCreate}
      busyLabel={es.admin.plansCreating}
    >
      {(form) => <PlanCreateForm form={form} nextOrder={nextOrder} onCreated={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

/**
 * Name, slug, description, price and currency, renewal, categories, features, order and state.
 * Checked with planCreateSchema before it is sent, the first field in error taking the focus; a
 * refusal of the server is shown under its field (a slug in use under the slug), or above the form.
 */
function PlanCreateForm({
  form,
  nextOrder,
  onCreated,
}: {
  form: FormSlot;
  nextOrder: number;
  onCreated: () => void;
}) {
  const [create] = useCreateAdminPlanMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const methods = useForm<PlanFormValues>({
    resolver: createResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyValues(nextOrder),
  });

  const onSubmit = methods.handleSubmit(async (values) => {
    setFailure(null);
    // The resolver has passed the same body: this only gives it its checked types.
    const body: PlanCreateInput = planCreateSchema.parse(bodyOf(values));
    form.setBusy(true);
    try {
      const answer = await create(body).unwrap();
      toast.success(answer.message || fill(es.admin.planCreated, { name: body.name }));
      onCreated();
    } catch (err) {
      const message = errorMessage(err, es.admin.planCreateFailed);
      const field = fieldOfMessage(message);
      if (field) methods.setError(field, { type: 'server', message }, { shouldFocus: true });
      else setFailure(message);
    } finally {
      form.setBusy(false);
    }
  });

  return (
    <form id={form.id} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {failure && <Alert tone="error">{failure}</Alert>}
      <PlanFields form={methods} mode="create" />
    </form>
  );
}
