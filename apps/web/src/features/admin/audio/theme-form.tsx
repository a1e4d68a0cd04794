import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_IMAGES, MEDIA_FOLDERS, type ThemeDto, themeInputSchema } from '@sanarte/shared';
import { useForm } from 'react-hook-form';
import { useCreateThemeMutation, useUpdateThemeMutation } from '../api/catalogue';
import { FormError } from '../components/form-dialog';
import { CheckboxField } from '../components/list-controls';
import { audioCopy } from '../content';
import {
  type CatalogueFormProps,
  CategoryField,
  CoverField,
  TextFields,
  useCatalogueSave,
} from './catalogue-form';
import { groupDefaults, groupInput } from './form-values';

/** The theme form: category, name and description required; cover; active. */
export function ThemeForm(props: CatalogueFormProps<ThemeDto>) {
  const theme = props.item;
  const [create] = useCreateThemeMutation();
  const [update] = useUpdateThemeMutation();
  const { error, submit } = useCatalogueSave('theme', props, create, update);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(themeInputSchema),
    defaultValues: { category: theme?.category._id ?? '', ...groupDefaults(theme) },
  });

  const onSubmit = handleSubmit((values) =>
    submit({ ...groupInput(values, theme), category: values.category }),
  );

  return (
    <form id={props.form.id} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormError message={error} />
      <CategoryField registration={register('category')} error={errors.category?.message} />
      <TextFields
        name={register('name')}
        description={register('description')}
        errors={{ name: errors.name?.message, description: errors.description?.message }}
      />
      <CoverField
        control={control}
        folder={MEDIA_FOLDERS.themeCovers}
        fallback={DEFAULT_IMAGES.theme}
        saved={theme?.coverImage}
      />
      <CheckboxField label={audioCopy.fieldActiveTheme} {...register('isActive')} />
    </form>
  );
}
