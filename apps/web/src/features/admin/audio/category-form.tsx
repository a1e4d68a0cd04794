import { zodResolver } from '@hookform/resolvers/zod';
import { type CategoryDto, DEFAULT_IMAGES, MEDIA_FOLDERS, categoryInputSchema } from '@sanarte/shared';
import { useForm } from 'react-hook-form';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from '../api/catalogue';
import { FormError } from '../components/form-dialog';
import { CheckboxField } from '../components/list-controls';
import { audioCopy } from '../content';
import { type CatalogueFormProps, CoverField, TextFields, useCatalogueSave } from './catalogue-form';
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
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: groupDefaults(category),
  });

  const onSubmit = handleSubmit((values) => submit(groupInput(values, category)));

  return (
    <form id={props.form.id} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormError message={error} />
      <TextFields
        name={register('name')}
        description={register('description')}
        errors={{ name: errors.name?.message, description: errors.description?.message }}
      />
      <CoverField
        control={control}
        folder={MEDIA_FOLDERS.categoryCovers}
        fallback={DEFAULT_IMAGES.category}
        saved={category?.coverImage}
      />
      <CheckboxField label={audioCopy.fieldActive} {...register('isActive')} />
    </form>
  );
}
