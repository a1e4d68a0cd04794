import { type ThemeDto, themeInputSchema } from '@sanarte/shared';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateThemeMutation, useUpdateThemeMutation } from '../api/catalogue';
import { FormError } from '../components/form-dialog';
import { type CatalogueFormProps, CategoryField, GroupFields, useCatalogueSave } from './catalogue-form';
import { groupDefaults, groupInput } from './form-values';

/** The theme form: category, name and description required; cover; active. */
export function ThemeForm(props: CatalogueFormProps<ThemeDto>) {
  const theme = props.item;
  const [create] = useCreateThemeMutation();
  const [update] = useUpdateThemeMutation();
  const { error, submit } = useCatalogueSave('theme', props, create, update);
  const form = useZodForm(themeInputSchema, { category: theme?.category._id ?? '', ...groupDefaults(theme) });

  const onSubmit = form.handleSubmit((values) =>
    submit({ ...groupInput(values, theme), category: values.category }),
  );

  return (
    <form id={props.form.id} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormError message={error} />
      <CategoryField
        registration={form.register('category')}
        error={form.formState.errors.category?.message}
      />
      <GroupFields kind="theme" form={form} saved={theme?.coverImage} />
    </form>
  );
}
