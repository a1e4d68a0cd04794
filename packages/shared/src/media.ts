/**
 * Content types of media uploads by extension: what the presign call expects as `contentType`
 * for a file name (anything unknown travels as application/octet-stream). Browsers report some
 * of these differently (audio/x-m4a, audio/x-wav, ...), so the client sends this instead.
 */
export const MEDIA_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
  '.ogg': 'audio/ogg',
  '.flac': 'audio/flac',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.bmp': 'image/bmp',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
};

/** The lower-case extension of a file name or key, with its dot ('' when there is none). */
export function fileExtension(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

export function mediaContentType(fileName: string): string {
  return MEDIA_CONTENT_TYPES[fileExtension(fileName)] ?? 'application/octet-stream';
}
