import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AudioDto,
  DEFAULT_IMAGES,
  MEDIA_FOLDERS,
  audioInputSchema,
  formatDuration,
  normalizeTags,
  themeInputSchema,
} from '@sanarte/shared';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Field, Select } from '../../../components/ui/field';
import { useCreateAudioMutation, useGetThemesQuery, useUpdateAudioMutation } from '../api/catalogue';
import { FormError } from '../components/form-dialog';
import { Options, byId } from '../components/options';
import { audioCopy, fill } from '../content';
import {
  type CatalogueFormProps,
  CategoryField,
  CoverField,
  TextFields,
  useCatalogueSave,
} from './catalogue-form';
import { AUDIO_ACCEPT, coverOf } from './form-values';
import { MediaPicker, type PickedFile } from './media-picker';
import { readDuration } from './read-duration';
import { TagsInput } from './tags-input';

/** The shared audio schema plus the category the form asks for first. */
const audioFormSchema = audioInputSchema.extend({ category: themeInputSchema.shape.category });

/**
 * The audio form: category → theme (disabled until a category is chosen, reset
 * when it changes), title, description, the audio file (its duration read from the file), a
 * cover and tags. New audios are created inactive; an edit keeps isActive and order.
 */
export function AudioForm(props: CatalogueFormProps<AudioDto>) {
  const audio = props.item;
  const themes = useGetThemesQuery();
  const [create] = useCreateAudioMutation();
  const [update] = useUpdateAudioMutation();
  const { error, submit } = useCatalogueSave('audio', props, create, update);
  const [readingDuration, setReadingDuration] = useState(false);
  const { setBlocked } = props.form;
  // 'Guardar' waits while the duration is being read.
  useEffect(() => setBlocked(readingDuration), [setBlocked, readingDuration]);
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
    formState: { errors },
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

  const onSubmit = handleSubmit((values) =>
    submit({
      theme: values.theme,
      title: values.title,
      description: values.description,
      duration: Math.round(values.duration),
      audio: { audioName: values.audio.audioName, audioUrl: values.audio.audioUrl },
      coverImage: coverOf(values),
      tags: normalizeTags(values.tags),
      order: audio ? audio.order : 1,
      isActive: audio ? audio.isActive : false,
    }),
  );

  return (
    <form id={props.form.id} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormError message={error} />
      {!audio && <p className="text-sm text-ink-soft">{audioCopy.newAudioInactive}</p>}
      <div className="grid gap-5 sm:grid-cols-2">
        <CategoryField
          registration={register('category', {
            onChange: () => setValue('theme', '', { shouldDirty: true }),
          })}
          error={errors.category?.message}
        />
        <Field
          label={audioCopy.fieldTheme}
          required
          error={errors.theme?.message}
          hint={category ? undefined : audioCopy.chooseCategoryFirst}
        >
          {(p) => (
            <Select {...p} {...register('theme')} disabled={!category}>
              <Options blank={audioCopy.chooseTheme} choices={byId(themeOptions)} />
            </Select>
          )}
        </Field>
      </div>
      <TextFields
        nameLabel={audioCopy.fieldTitle}
        name={register('title')}
        description={register('description')}
        errors={{ name: errors.title?.message, description: errors.description?.message }}
      />
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
      <CoverField
        control={control}
        folder={MEDIA_FOLDERS.audioCovers}
        fallback={DEFAULT_IMAGES.audio}
        saved={audio?.coverImage}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field }) => <TagsInput value={field.value ?? []} onChange={field.onChange} />}
      />
    </form>
  );
}
