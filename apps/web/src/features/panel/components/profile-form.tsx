import { LIMITS, es, profileRequestSchema } from '@sanarte/shared';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api';
import { useZodForm } from '../../../lib/use-zod-form';
import { type SessionUser, UserAvatar, updateUser } from '../../auth';
import { useUpdateProfileMutation } from '../api';
import { settingsCopy as copy } from '../content';
import { useThunkDispatch } from '../hooks';
import { AVATAR_TYPES, resizeImage } from '../resize-image';

/**
 * Perfil: avatar upload (image files only, resized in the browser to
 * at most 512×512 and shown as a preview), name and last name (both required) and save. On success
 * the header's avatar and name follow (updateUser) and 'Perfil actualizado correctamente' shows.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const dispatch = useThunkDispatch();
  const [updateProfile] = useUpdateProfileMutation();
  const [preview, setPreview] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const hintId = useId();
  const photoErrorId = useId();

  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(profileRequestSchema, {
    name: user.name ?? '',
    lastName: user.lastName ?? '',
    avatarImage: undefined,
  });

  const discardPhoto = () => {
    setPreview(null);
    setValue('avatarImage', undefined);
    if (fileRef.current) fileRef.current.value = '';
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setPhotoError(null);
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
      discardPhoto();
      setPhotoError(copy.photoNotImage);
      return;
    }
    if (file.size > LIMITS.avatarMaxBytes) {
      discardPhoto();
      setPhotoError(copy.photoTooLarge);
      return;
    }
    setReading(true);
    try {
      const dataUrl = await resizeImage(file);
      setPreview(dataUrl);
      setValue('avatarImage', dataUrl, { shouldValidate: true });
    } catch {
      discardPhoto();
      setPhotoError(copy.photoUnreadable);
    } finally {
      setReading(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await updateProfile({
        name: values.name,
        lastName: values.lastName,
        ...(values.avatarImage ? { avatarImage: values.avatarImage } : {}),
      }).unwrap();
      const updated = answer.data?.user ?? answer.user;
      dispatch(updateUser(updated ?? { name: values.name, lastName: values.lastName }));
      toast.success(answer.message || es.panel.profileUpdated);
      discardPhoto();
      reset({ name: updated?.name ?? values.name, lastName: updated?.lastName ?? values.lastName });
    } catch (err) {
      setFailure(errorMessage(err, es.panel.profileError));
    }
  });

  const photoMessage = photoError ?? errors.avatarImage?.message ?? null;

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-6">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-sm font-semibold text-night-900">{copy.photo}</legend>
        <div className="flex flex-wrap items-center gap-5">
          {preview ? (
            <img
              src={preview}
              alt={copy.photoPreview}
              className="size-24 rounded-full object-cover ring-4 ring-white shadow-md"
            />
          ) : (
            <UserAvatar user={user} sizes="96px" className="size-24 text-4xl ring-4 ring-white shadow-md" />
          )}
          <div className="flex flex-col items-start gap-2">
            <div className="flex flex-wrap gap-2">
              <input
                ref={fileRef}
                id={fileId}
                type="file"
                accept={AVATAR_TYPES.join(',')}
                onChange={(event) => void onFile(event)}
                aria-describedby={[hintId, photoMessage ? photoErrorId : ''].filter(Boolean).join(' ')}
                aria-invalid={Boolean(photoMessage)}
                className="peer sr-only"
              />
              <label
                htmlFor={fileId}
                className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full px-5 font-semibold text-night-900 ring-1 ring-inset ring-night-700/50 hover:bg-night-900/5 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-night-600"
              >
                {reading ? copy.saving : copy.choosePhoto}
              </label>
              {preview && (
                <Button
                  variant="ghost"
                  className="text-night-700 hover:bg-night-900/5"
                  onClick={discardPhoto}
                >
                  {copy.removeChosen}
                </Button>
              )}
            </div>
            <p id={hintId} className="text-sm text-ink-soft">
              {copy.photoHint}
            </p>
          </div>
        </div>
        {photoMessage && (
          <p id={photoErrorId} role="alert" className="text-sm font-medium text-danger">
            {photoMessage}
          </p>
        )}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={copy.name} required error={errors.name?.message}>
          {(p) => (
            <Input {...p} {...register('name')} autoComplete="given-name" maxLength={LIMITS.nameMaxLength} />
          )}
        </Field>
        <Field label={copy.lastName} required error={errors.lastName?.message}>
          {(p) => (
            <Input
              {...p}
              {...register('lastName')}
              autoComplete="family-name"
              maxLength={LIMITS.nameMaxLength}
            />
          )}
        </Field>
      </div>

      <Field label={copy.email}>
        {(p) => <Input {...p} value={user.email} readOnly disabled className="opacity-80" />}
      </Field>

      {failure && <Alert tone="error">{failure}</Alert>}

      <div>
        <Button type="submit" size="lg" busy={isSubmitting} busyLabel={copy.saving} disabled={reading}>
          {copy.save}
        </Button>
      </div>
    </form>
  );
}
