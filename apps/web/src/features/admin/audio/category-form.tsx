import { type CategoryDto, categoryInputSchema } from '@sanarte/shared';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from '../api/catalogue';
import { FormError } from '../components/form-dialog';
import { type CatalogueFormProps, GroupFields, useCatalogueSave } from './catalogue-form';
import { groupDefaults, groupInput } from './form-values';

/**
 * The category form: name and description required, a cover, active. Created with
 * order 1; an edit keeps the order.
 */
export function CategoryForm(props: CatalogueFormProps<CategoryDto>) {
  const category = props.item;
  const [create] = useCreateCategoryMutation();
  const [update] = useUpdateCategoryMutation();
  const { error, submit } = useCatalogueSave('category', props, create, update);
  const form = useZodForm(categoryInputSchema, groupDefaults(category));

  const onSubmit = form.handleSubmit((values) => submit(groupInput(values, category)));

  return (
    <form id={props.form.id} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormError message={error} />
      <GroupFields kind="category" form={form} saved={category?.coverImage} />
    </form>
  );
}
