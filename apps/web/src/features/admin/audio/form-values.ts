import { MEDIA_FOLDERS, es, fromBusinessWallClock, toBusinessWallClock } from '@sanarte/shared';
import type { PickedFile } from './media-picker';

/** The cover picker accepts jpg, jpeg, png and webp. */
export const COVER_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
/** The audio picker accepts .mp3, .wav, .ogg, .m4a, .aac and .flac. */
export const AUDIO_ACCEPT = '.mp3,.wav,.ogg,.m4a,.aac,.flac';

const COVER_FOLDERS = [
  MEDIA_FOLDERS.audioCovers,
  MEDIA_FOLDERS.categoryCovers,
  MEDIA_FOLDERS.themeCovers,
] as const;

/** The three cover folders, the form's own first (uploads go there by default). */
export const coverFolders = (first: string): string[] => [first, ...COVER_FOLDERS.filter((f) => f !== first)];

type WithCover = { coverImage?: { coverImageName?: string; coverImageUrl?: string } } | null | undefined;

export const coverOf = (item: WithCover) => ({
  coverImageName: item?.coverImage?.coverImageName ?? '',
  coverImageUrl: item?.coverImage?.coverImageUrl ?? '',
});

type Group = {
  name: string;
  description: string;
  coverImage?: { coverImageName?: string; coverImageUrl?: string };
  isActive?: boolean;
  order: number;
};

/** A category's or theme's shared fields as its form starts with them (a new one: active, order 1). */
export const groupDefaults = (item: Group | null | undefined) => ({
  name: item?.name ?? '',
  description: item?.description ?? '',
  coverImage: coverOf(item),
  isActive: item?.isActive ?? true,
  order: item?.order ?? 1,
});

/** A category's or theme's shared fields as its form sends them: created with order 1, an edit keeps it. */
export const groupInput = (values: Omit<Group, 'order'>, item: Group | null | undefined) => ({
  name: values.name,
  description: values.description,
  coverImage: coverOf(values),
  isActive: values.isActive ?? true,
  order: item ? item.order : 1,
});

export function pickedCover(
  value: { coverImageName?: string; coverImageUrl?: string } | undefined,
): PickedFile | null {
  if (!value?.coverImageUrl) return null;
  return {
    name: value.coverImageName || value.coverImageUrl.split('/').pop() || value.coverImageUrl,
    url: value.coverImageUrl,
  };
}

type Scheduled = { releaseAt: string | null; scheduled: boolean };

/** Published by its schedule: the time has come and gone, it can no longer change. */
export const releasedBySchedule = (item: Scheduled | null | undefined): boolean =>
  Boolean(item?.releaseAt && !item.scheduled);

/**
 * The publication field's value: Spain's wall clock ('2026-12-05T09:00'), whatever the browser's
 * zone, as staff schedule in Spain's time; '' when none.
 */
export const releaseWallClock = (item: Scheduled | null | undefined): string =>
  item?.releaseAt ? toBusinessWallClock(item.releaseAt) : '';

/**
 * Why the field's value cannot be sent, or null. Only a time typed here must lie ahead: the saved
 * one kept as it was is accepted (its hour may have come while the publication is on its way).
 */
export function releaseProblem(value: string, saved: string, now = Date.now()): string | null {
  if (!value || value === saved) return null;
  const at = fromBusinessWallClock(value).getTime();
  if (Number.isNaN(at)) return es.admin.releaseAtInvalid;
  return at > now ? null : es.admin.releaseAtPast;
}

/**
 * The body's releaseAt: left out when the field holds the saved time (or nothing, and nothing was
 * saved) or the audio is already published, null to remove a schedule, else the instant in ISO.
 */
export function releaseInput(value: string, item: Scheduled | null | undefined): string | null | undefined {
  const saved = releaseWallClock(item);
  if (releasedBySchedule(item) || value === saved) return undefined;
  return value ? fromBusinessWallClock(value).toISOString() : null;
}
