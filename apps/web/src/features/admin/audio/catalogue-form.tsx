import { DEFAULT_IMAGES, MEDIA_FOLDERS } from '@sanarte/shared';
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { useGetCategoriesQuery } from '../api/catalogue';
import type { CatalogueKind } from '../components/catalogue-list';
import { type FormSlot, useFormSave } from '../components/form-dialog';
import { CheckboxField } from '../components/list-controls';
import { Options, byId } from '../components/options';
import { audioCopy, catalogueCopy, fill } from '../content';
import { COVER_ACCEPT, coverFolders, pickedCover } from './form-values';
import { MediaPicker } from './media-picker';

/** What each catalogue form gets from the dialog. */
export type CatalogueFormProps<T> = { item: T | null; form: FormSlot; onDone: () => void };

type Unwrappable = { unwrap: () => Promise<unknown> };

/**
 * Creates the item, or updates the one being edited; then 'Categoría creada' (…) or 'Cambios
 * guardados'. A failure shows in the form the server's message; when the server gave none,
 * 'Failed to create/update …'; when no answer came, 'Error creating/updating …: {message}' with
 * what happened (no connection, the service down: decision 041).
 */
export function useCatalogueSave<B>(
  kind: CatalogueKind,
  { item, form, onDone }: CatalogueFormProps<{ _id: string }>,
  create: (body: B) => Unwrappable,
  update: (args: { id: string; body: B }) => Unwrappable,
) {
  const copy = catalogueCopy[kind];
  const { error, save } = useFormSave(form, onDone);
  const submit = (body: B) =>
    save(
      async () => {
        await (item ? update({ id: item._id, body }) : create(body)).unwrap();
        return item ? audioCopy.saved : copy.created;
      },
      (err) =>
        errorMessage(err, item ? copy.updateFailed : copy.createFailed, (message) =>
          fill(item ? copy.updateError : copy.createError, { message }),
        ),
    );
  return { error, submit };
}

/** The name (or title) and the description, both required. */
export function TextFields({
  nameLabel = audioCopy.fieldName,
  name,
  description,
  errors,
}: {
  nameLabel?: string;
  name: UseFormRegisterReturn;
  description: UseFormRegisterReturn;
  errors: { name?: string; description?: string };
}) {
  return (
    <>
      <Field label={nameLabel} required error={errors.name}>
        {(p) => <Input {...p} {...name} autoComplete="off" />}
      </Field>
      <Field label={audioCopy.fieldDescription} required error={errors.description}>
        {(p) => <Textarea {...p} {...description} rows={4} />}
      </Field>
    </>
  );
}

/** The required category select ('Selecciona una categoría', then each category). */
export function CategoryField({
  registration,
  error,
}: { registration: UseFormRegisterReturn; error?: string }) {
  const categories = useGetCategoriesQuery();
  return (
    <Field label={audioCopy.fieldCategory} required error={error}>
      {(p) => (
        <Select {...p} {...registration}>
          <Options blank={audioCopy.chooseCategory} choices={byId(categories.data)} />
        </Select>
      )}
    </Field>
  );
}

type CoverValue = { coverImageName?: string; coverImageUrl?: string };

/**
 * 'Imagen de portada': chosen from the three cover folders (the form's own first) or uploaded.
 * `saved` is the edited item's cover: while it is the one chosen, the preview uses its resized
 * copies (a file picked or uploaded here has none).
 */
export function CoverField<T extends FieldValues & { coverImage?: CoverValue }>({
  control,
  folder,
  fallback,
  saved,
}: {
  control: Control<T, any, any>;
  folder: string;
  fallback: string;
  saved?: { coverImageUrl: string; coverImageSrcset?: string } | null;
}) {
  return (
    <Controller
      control={control}
      name={'coverImage' as Path<T>}
      render={({ field }) => (
        <MediaPicker
          label={audioCopy.fieldCover}
          kind="image"
          folders={coverFolders(folder)}
          accept={COVER_ACCEPT}
          value={pickedCover(field.value)}
          previewSrcset={
            saved?.coverImageUrl && field.value?.coverImageUrl === saved.coverImageUrl
              ? saved.coverImageSrcset
              : undefined
          }
          onChange={(picked) =>
            field.onChange({ coverImageName: picked?.name ?? '', coverImageUrl: picked?.url ?? '' })
          }
          fallbackImage={fallback}
        />
      )}
    />
  );
}

/** The fields a category and a theme have in common, as their forms hold them. */
type GroupFormValues = { name: string; description: string; coverImage?: CoverValue; isActive?: boolean };

/** Per kind of group: the cover folder listed first, the default cover and the active checkbox's label. */
const GROUP_FIELDS = {
  category: {
    folder: MEDIA_FOLDERS.categoryCovers,
    fallback: DEFAULT_IMAGES.category,
    activeLabel: audioCopy.fieldActive,
  },
  theme: {
    folder: MEDIA_FOLDERS.themeCovers,
    fallback: DEFAULT_IMAGES.theme,
    activeLabel: audioCopy.fieldActiveTheme,
  },
} as const;

/**
 * What a category's and a theme's forms end with: name and description, the cover (`saved` as for
 * CoverField) and the active checkbox.
 */
export function GroupFields<T extends GroupFormValues>({
  kind,
  form,
  saved,
}: {
  kind: keyof typeof GROUP_FIELDS;
  form: UseFormReturn<T, any, any>;
  saved?: { coverImageUrl: string; coverImageSrcset?: string } | null;
}) {
  const { folder, fallback, activeLabel } = GROUP_FIELDS[kind];
  const register = (name: keyof GroupFormValues) => form.register(name as Path<T>);
  const errors = form.formState.errors as FieldErrors<GroupFormValues>;
  return (
    <>
      <TextFields
        name={register('name')}
        description={register('description')}
        errors={{ name: errors.name?.message, description: errors.description?.message }}
      />
      <CoverField control={form.control} folder={folder} fallback={fallback} saved={saved} />
      <CheckboxField label={activeLabel} {...register('isActive')} />
    </>
  );
}
