import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_IMAGES, MEDIA_FOLDERS, type ThemeDto, es, themeInputSchema } from '@sanarte/shared';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api';
import { useCreateThemeMutation, useGetCategoriesQuery, useUpdateThemeMutation } from '../api/catalogue';
import { AdminDialog } from '../components/admin-dialog';
import { audioCopy } from '../content';
import { CheckboxField, FormError, FormFooter } from './form-parts';
import { COVER_ACCEPT, coverFolders, coverOf, pickedCover } from './form-values';
import { MediaPicker } from './media-picker';

export type ThemeFormTarget = 'new' | ThemeDto | null;

export function ThemeFormDialog({ target, onClose }: { target: ThemeFormTarget; onClose: () => void }) {
  const editing = target !== null && target !== 'new' ? target : null;
  return (
    <AdminDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? audioCopy.editTheme : audioCopy.newTheme}
      size="lg"
    >
      {target !== null && <ThemeForm key={editing?._id ?? 'new'} theme={editing} onDone={onClose} />}
    </AdminDialog>
  );
}

/** The theme form: name, description and category required; cover; active. */
function ThemeForm({ theme, onDone }: { theme: ThemeDto | null; onDone: () => void }) {
  const formId = useId();
  const categories = useGetCategoriesQuery();
  const [create] = useCreateThemeMutation();
  const [update] = useUpdateThemeMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(themeInputSchema),
    defaultValues: {
      category: theme?.category._id ?? '',
      name: theme?.name ?? '',
      description: theme?.description ?? '',
      coverImage: coverOf(theme),
      isActive: theme?.isActive ?? true,
      order: theme?.order ?? 1,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body = {
      name: values.name,
      description: values.description,
      category: values.category,
      coverImage: coverOf(values),
      isActive: values.isActive ?? true,
      order: theme ? theme.order : 1,
    };
    try {
      if (theme) await update({ id: theme._id, body }).unwrap();
      else await create(body).unwrap();
      toast.success(theme ? audioCopy.saved : audioCopy.createdTheme);
      onDone();
    } catch (err) {
      setFormError(errorMessage(err, theme ? es.admin.updateThemeFailedEn : es.admin.createThemeFailedEn));
    }
  });

  return (
    <>
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormError message={formError} />
        <Field label={audioCopy.fieldCategory} required error={errors.category?.message}>
          {(p) => (
            <Select {...p} {...register('category')}>
              <option value="">{audioCopy.chooseCategory}</option>
              {(categories.data ?? []).map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={audioCopy.fieldName} required error={errors.name?.message}>
          {(p) => <Input {...p} {...register('name')} autoComplete="off" />}
        </Field>
        <Field label={audioCopy.fieldDescription} required error={errors.description?.message}>
          {(p) => <Textarea {...p} {...register('description')} rows={4} />}
        </Field>
        <Controller
          control={control}
          name="coverImage"
          render={({ field }) => (
            <MediaPicker
              label={audioCopy.fieldCover}
              kind="image"
              folders={coverFolders(MEDIA_FOLDERS.themeCovers)}
              accept={COVER_ACCEPT}
              value={pickedCover(field.value)}
              onChange={(picked) =>
                field.onChange({ coverImageName: picked?.name ?? '', coverImageUrl: picked?.url ?? '' })
              }
              fallbackImage={DEFAULT_IMAGES.theme}
            />
          )}
        />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <CheckboxField
              label={audioCopy.fieldActiveTheme}
              checked={field.value ?? true}
              onChange={field.onChange}
            />
          )}
        />
      </form>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <FormFooter formId={formId} busy={isSubmitting} onCancel={onDone} />
      </div>
    </>
  );
}
