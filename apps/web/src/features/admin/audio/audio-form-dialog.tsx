import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AudioDto,
  DEFAULT_IMAGES,
  MEDIA_FOLDERS,
  audioInputSchema,
  es,
  formatDuration,
  normalizeTags,
  themeInputSchema,
} from '@sanarte/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api';
import {
  useCreateAudioMutation,
  useGetCategoriesQuery,
  useGetThemesQuery,
  useUpdateAudioMutation,
} from '../api/catalogue';
import { AdminDialog } from '../components/admin-dialog';
import { audioCopy, fill } from '../content';
import { FormError, FormFooter } from './form-parts';
import { AUDIO_ACCEPT, COVER_ACCEPT, coverFolders, coverOf, pickedCover } from './form-values';
import { MediaPicker, type PickedFile } from './media-picker';
import { readDuration } from './read-duration';
import { TagsInput } from './tags-input';

/** The shared audio schema plus the category the form asks for first. */
const audioFormSchema = audioInputSchema.extend({ category: themeInputSchema.shape.category });

export type AudioFormTarget = 'new' | AudioDto | null;

export function AudioFormDialog({ target, onClose }: { target: AudioFormTarget; onClose: () => void }) {
  const editing = target !== null && target !== 'new' ? target : null;
  return (
    <AdminDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? audioCopy.editAudio : audioCopy.newAudio}
      size="lg"
    >
      {target !== null && <AudioForm key={editing?._id ?? 'new'} audio={editing} onDone={onClose} />}
    </AdminDialog>
  );
}

/**
 * The audio form: category → theme (disabled until a category is chosen, reset
 * when it changes), title, description, the audio file (its duration read from the file), a
 * cover and tags. New audios are created inactive; an edit keeps isActive and order.
 */
function AudioForm({ audio, onDone }: { audio: AudioDto | null; onDone: () => void }) {
  const formId = useId();
  const categories = useGetCategoriesQuery();
  const themes = useGetThemesQuery();
  const [create] = useCreateAudioMutation();
  const [update] = useUpdateAudioMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [readingDuration, setReadingDuration] = useState(false);
  const durationRequest = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    // Set on every mount: StrictMode mounts, unmounts and mounts again in development.
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(audioFormSchema),
    defaultValues: {
      category: audio?.theme.category._id ?? '',
      theme: audio?.theme._id ?? '',
      title: audio?.title ?? '',
      description: audio?.description ?? '',
      duration: audio?.duration ?? 0,
      audio: { audioName: audio?.audio?.audioName ?? '', audioUrl: audio?.audio?.audioUrl ?? '' },
      coverImage: coverOf(audio),
      tags: audio?.tags ?? [],
      order: audio?.order ?? 1,
      isActive: audio?.isActive ?? false,
    },
  });

  const category = watch('category');
  const duration = watch('duration');
  const themeOptions = (themes.data ?? []).filter((t) => t.category._id === category);

  const chooseAudio = async (picked: PickedFile | null) => {
    const request = ++durationRequest.current;
    if (!picked) {
      setValue('duration', 0);
      return;
    }
    setReadingDuration(true);
    const objectUrl = picked.file ? URL.createObjectURL(picked.file) : null;
    const seconds = await readDuration(objectUrl ?? picked.url);
    if (objectUrl) URL.revokeObjectURL(objectUrl);
    if (!mounted.current || request !== durationRequest.current) return;
    setValue('duration', seconds);
    setReadingDuration(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body = {
      theme: values.theme,
      title: values.title,
      description: values.description,
      duration: Math.round(values.duration),
      audio: { audioName: values.audio.audioName, audioUrl: values.audio.audioUrl },
      coverImage: coverOf(values),
      tags: normalizeTags(values.tags),
      order: audio ? audio.order : 1,
      isActive: audio ? audio.isActive : false,
    };
    try {
      if (audio) await update({ id: audio._id, body }).unwrap();
      else await create(body).unwrap();
      toast.success(audio ? audioCopy.saved : audioCopy.createdAudio);
      onDone();
    } catch (err) {
      setFormError(errorMessage(err, audio ? es.admin.updateAudioFailedEn : es.admin.createAudioFailedEn));
    }
  });

  return (
    <>
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormError message={formError} />
        {!audio && <p className="text-sm text-ink-soft">{audioCopy.newAudioInactive}</p>}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={audioCopy.fieldCategory} required error={errors.category?.message}>
            {(p) => (
              <Select
                {...p}
                {...register('category', {
                  onChange: () => setValue('theme', '', { shouldDirty: true }),
                })}
              >
                <option value="">{audioCopy.chooseCategory}</option>
                {(categories.data ?? []).map((c) => (
                  <option key={c._id} value={c._id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label={audioCopy.fieldTheme}
            required
            error={errors.theme?.message}
            hint={category ? undefined : audioCopy.chooseCategoryFirst}
          >
            {(p) => (
              <Select {...p} {...register('theme')} disabled={!category}>
                <option value="">{audioCopy.chooseTheme}</option>
                {themeOptions.map((t) => (
                  <option key={t._id} value={t._id}>
                    {t.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Field label={audioCopy.fieldTitle} required error={errors.title?.message}>
          {(p) => <Input {...p} {...register('title')} autoComplete="off" />}
        </Field>
        <Field label={audioCopy.fieldDescription} required error={errors.description?.message}>
          {(p) => <Textarea {...p} {...register('description')} rows={4} />}
        </Field>
        <Controller
          control={control}
          name="audio"
          render={({ field }) => (
            <MediaPicker
              label={audioCopy.fieldAudio}
              kind="audio"
              required
              folders={[MEDIA_FOLDERS.audios]}
              accept={AUDIO_ACCEPT}
              value={
                field.value.audioUrl
                  ? { name: field.value.audioName || field.value.audioUrl, url: field.value.audioUrl }
                  : null
              }
              onChange={(picked) => {
                field.onChange({ audioName: picked?.name ?? '', audioUrl: picked?.url ?? '' });
                void chooseAudio(picked);
              }}
              error={errors.audio?.audioUrl?.message ?? errors.audio?.message}
            />
          )}
        />
        <p className="text-sm font-semibold text-night-900" aria-live="polite">
          {readingDuration
            ? audioCopy.readingDuration
            : fill(audioCopy.duration, { duration: formatDuration(duration) })}
        </p>
        <Controller
          control={control}
          name="coverImage"
          render={({ field }) => (
            <MediaPicker
              label={audioCopy.fieldCover}
              kind="image"
              folders={coverFolders(MEDIA_FOLDERS.audioCovers)}
              accept={COVER_ACCEPT}
              value={pickedCover(field.value)}
              onChange={(picked) =>
                field.onChange({ coverImageName: picked?.name ?? '', coverImageUrl: picked?.url ?? '' })
              }
              fallbackImage={DEFAULT_IMAGES.audio}
            />
          )}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field }) => <TagsInput value={field.value ?? []} onChange={field.onChange} />}
        />
      </form>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <FormFooter formId={formId} busy={isSubmitting} disabled={readingDuration} onCancel={onDone} />
      </div>
    </>
  );
}
