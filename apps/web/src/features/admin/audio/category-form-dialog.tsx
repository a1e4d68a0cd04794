import { zodResolver } from '@hookform/resolvers/zod';
import { type CategoryDto, DEFAULT_IMAGES, MEDIA_FOLDERS, categoryInputSchema, es } from '@sanarte/shared';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from '../api/catalogue';
import { AdminDialog } from '../components/admin-dialog';
import { audioCopy } from '../content';
import { CheckboxField, FormError, FormFooter } from './form-parts';
import { COVER_ACCEPT, coverFolders, coverOf, pickedCover } from './form-values';
import { MediaPicker } from './media-picker';

/** 'new', a category to edit, or nothing (closed). */
export type CategoryFormTarget = 'new' | CategoryDto | null;

export function CategoryFormDialog({ target, onClose }: { target: CategoryFormTarget; onClose: () => void }) {
  const editing = target !== null && target !== 'new' ? target : null;
  return (
    <AdminDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? audioCopy.editCategory : audioCopy.newCategory}
      size="lg"
    >
      {target !== null && <CategoryForm key={editing?._id ?? 'new'} category={editing} onDone={onClose} />}
    </AdminDialog>
  );
}

/**
 * The category form: name and description required, a cover, active. Created with
 * order 1; an edit keeps the order.
 */
function CategoryForm({ category, onDone }: { category: CategoryDto | null; onDone: () => void }) {
  const formId = useId();
  const [create] = useCreateCategoryMutation();
  const [update] = useUpdateCategoryMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      coverImage: coverOf(category),
      isActive: category?.isActive ?? true,
      order: category?.order ?? 1,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body = {
      name: values.name,
      description: values.description,
      coverImage: coverOf(values),
      isActive: values.isActive ?? true,
      order: category ? category.order : 1,
    };
    try {
      if (category) await update({ id: category._id, body }).unwrap();
      else await create(body).unwrap();
      toast.success(category ? audioCopy.saved : audioCopy.createdCategory);
      onDone();
    } catch (err) {
      setFormError(
        errorMessage(err, category ? es.admin.updateCategoryFailedEn : es.admin.createCategoryFailedEn),
      );
    }
  });

  return (
    <>
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormError message={formError} />
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
              folders={coverFolders(MEDIA_FOLDERS.categoryCovers)}
              accept={COVER_ACCEPT}
              value={pickedCover(field.value)}
              onChange={(picked) =>
                field.onChange({ coverImageName: picked?.name ?? '', coverImageUrl: picked?.url ?? '' })
              }
              fallbackImage={DEFAULT_IMAGES.category}
            />
          )}
        />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <CheckboxField
              label={audioCopy.fieldActive}
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
