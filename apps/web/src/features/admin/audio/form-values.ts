import { MEDIA_FOLDERS } from '@sanarte/shared';
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
