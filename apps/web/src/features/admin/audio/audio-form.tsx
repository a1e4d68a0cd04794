import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AudioDto,
  DEFAULT_IMAGES,
  MEDIA_FOLDERS,
  audioInputSchema,
  es,
  formatDateTime,
  formatDuration,
  normalizeTags,
  themeInputSchema,
} from '@sanarte/shared';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field, Input, Select } from '../../../components/ui/field';
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
import {
  AUDIO_ACCEPT,
  coverOf,
  releaseInput,
  releaseProblem,
  releaseWallClock,
  releasedBySchedule,
} from './form-values';
import { MediaPicker, type PickedFile } from './media-picker';
import { readDuration } from './read-duration';
import { TagsInput } from './tags-input';

/**
 * The shared audio schema plus the category the form asks for first; the publication is held as
 * Spain's wall clock (see releaseWallClock) and checked against `saved`, the record's own, when
 * the form is sent.
 */
const audioFormSchema = (saved: string) =>
  audioInputSchema.extend({
    category: themeInputSchema.shape.category,
    releaseAt: z.string().superRefine((value, ctx) => {
      const problem = releaseProblem(value, saved);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  });

/**
 * The audio form: category → theme (disabled until a category is chosen, reset
 * when it changes), title, description, the audio file (its duration read from the file), a
 * cover, tags and the scheduled publication. New audios are created inactive; an edit keeps
 * isActive and order.
 */
export function AudioForm(props: CatalogueFormProps<AudioDto>) {
  const audio = props.item;
  const themes = useGetThemesQuery();
  const [create] = useCreateAudioMutation();
  const [update] = useUpdateAudioMutation();
  const { error, submit } = useCatalogueSave('audio', props, create, update);
  const [readingDuration, setReadingDuration] = useState(false);
  const savedRelease = releaseWallClock(audio);
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
    resolver: zodResolver(audioFormSchema(savedRelease)),
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
      releaseAt: savedRelease,
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
      releaseAt: releaseInput(values.releaseAt, audio),
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
      {audio?.releaseAt && releasedBySchedule(audio) ? (
        <p className="text-sm font-semibold text-night-900">
          {fill(es.admin.releasedOn, { date: formatDateTime(audio.releaseAt) })}
        </p>
      ) : (
        <Controller
          control={control}
          name="releaseAt"
          render={({ field }) => (
            <ReleaseField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.releaseAt?.message}
            />
          )}
        />
      )}
    </form>
  );
}

/**
 * 'Publicación programada (hora de España)': a datetime-local field holding Spain's wall time
 * whatever the browser's zone, and a button that empties it (a cleared picker is fiddly on
 * phones). The button goes with the value: focus returns to the field rather than to the page.
 */
function ReleaseField({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** react-hook-form's: it focuses the field when its value is refused. */
  inputRef: (element: HTMLInputElement | null) => void;
  error?: string;
}) {
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <Field label={es.admin.releaseAtLabel} hint={es.admin.releaseAtHint} error={error}>
      {(p) => (
        <div className="flex flex-wrap items-center gap-2">
          <Input
            {...p}
            type="datetime-local"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            ref={(element) => {
              input.current = element;
              inputRef(element);
            }}
            className="min-w-0 flex-[1_1_14rem]"
          />
          {value && (
            <button
              type="button"
              onClick={() => {
                onChange('');
                input.current?.focus();
              }}
              className="inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold text-danger ring-1 ring-inset ring-danger/40 hover:bg-danger-soft"
            >
              {es.admin.releaseAtClear}
            </button>
          )}
        </div>
      )}
    </Field>
  );
}
