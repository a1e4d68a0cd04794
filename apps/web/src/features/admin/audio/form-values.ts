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

export function pickedCover(
  value: { coverImageName?: string; coverImageUrl?: string } | undefined,
): PickedFile | null {
  if (!value?.coverImageUrl) return null;
  return {
    name: value.coverImageName || value.coverImageUrl.split('/').pop() || value.coverImageUrl,
    url: value.coverImageUrl,
  };
}
