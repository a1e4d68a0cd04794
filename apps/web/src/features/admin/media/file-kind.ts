import { AUDIO_EXTENSIONS, IMAGE_EXTENSIONS, fileExtension } from '@sanarte/shared';

/** Audio and images are recognised by extension, case-insensitive. */
export const isAudioFile = (name: string) =>
  (AUDIO_EXTENSIONS as readonly string[]).includes(fileExtension(name));

export const isImageFile = (name: string) =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(name));

export type FileKind = 'folder' | 'image' | 'audio' | 'file';

export function kindOf(item: { name: string; isDirectory: boolean }): FileKind {
  if (item.isDirectory) return 'folder';
  if (isImageFile(item.name)) return 'image';
  if (isAudioFile(item.name)) return 'audio';
  return 'file';
}

/** 'a/b/c' → ['a', 'b', 'c']; '' → []. */
export const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** A clean folder path from untrusted input (the URL): no leading/trailing slashes, no dot segments. */
export function cleanFolderPath(value: string | null): string {
  return segmentsOf(value ?? '')
    .filter((s) => s !== '.' && s !== '..')
    .join('/');
}
