import { type AudioDto, type CategoryDto, RELEASES, type ThemeDto } from '@sanarte/shared';
import type { AudioRow, CategoryRow, ThemeRow } from './catalogue.repository.js';

/** A cover as answers carry it: the srcset of its resized copies only when there are some. */
export const presentCover = (r: {
  coverImageName: string;
  coverImageUrl: string;
  coverImageSrcset?: string;
}) => ({
  coverImageName: r.coverImageName,
  coverImageUrl: r.coverImageUrl,
  ...(r.coverImageSrcset ? { coverImageSrcset: r.coverImageSrcset } : {}),
});

export const presentCategory = (r: CategoryRow): CategoryDto => ({
  _id: r.id,
  name: r.name,
  slug: r.slug,
  description: r.description,
  coverImage: presentCover(r),
  isActive: r.isActive,
  order: r.order,
});

export const presentTheme = (r: ThemeRow): ThemeDto => ({
  _id: r.id,
  name: r.name,
  slug: r.slug,
  description: r.description,
  category: { _id: r.categoryId, name: r.categoryName, slug: r.categorySlug },
  coverImage: presentCover(r),
  isActive: r.isActive,
  order: r.order,
});

const NEW_FOR_MS = RELEASES.newForDays * 86_400_000;

/** Published by its schedule less than RELEASES.newForDays days before `now`: "Nuevo". */
export const isNewRelease = (releasedAt: Date | null, now: Date) =>
  releasedAt !== null && now.getTime() - releasedAt.getTime() < NEW_FOR_MS;

/** Public fields only; `audio` (a signed URL) is added for staff by the caller. "Nuevo" is as of `now`. */
export const presentAudio = (r: AudioRow, now: Date, audioUrl?: string): AudioDto => ({
  _id: r.id,
  title: r.title,
  description: r.description,
  duration: r.duration,
  theme: {
    _id: r.themeId,
    name: r.themeName,
    category: { _id: r.categoryId, name: r.categoryName },
  },
  coverImage: presentCover(r),
  ...(audioUrl !== undefined ? { audio: { audioName: r.audioName, audioUrl } } : {}),
  tags: r.tags,
  order: r.order,
  isActive: r.isActive,
  releaseAt: r.releaseAt ? r.releaseAt.toISOString() : null,
  scheduled: r.releaseAt !== null && r.releasedAt === null,
  isNew: isNewRelease(r.releasedAt, now),
});

/** An audio in a few words: what a player shows while it plays. */
export const presentAudioSummary = (r: {
  id: string;
  title: string;
  description: string;
  duration: number;
  coverImageName: string;
  coverImageUrl: string;
  coverImageSrcset?: string;
}) => ({
  _id: r.id,
  title: r.title,
  description: r.description,
  duration: r.duration,
  coverImage: presentCover(r),
});
