import type { OpenFile } from '../../adapters/storage/open-files.js';

/**
 * The headers of a media answer (the security headers aside), whichever path serves it: the
 * route, or the fast path before Fastify (plugins/app/cdn-fast-path.ts).
 */
export function mediaHeaders(type: string, isPublic: boolean, file: OpenFile): Record<string, string> {
  const headers: Record<string, string> = {
    'accept-ranges': 'bytes',
    'content-type': type,
    'last-modified': file.lastModified.toUTCString(),
    'x-content-type-options': 'nosniff',
    'cache-control': isPublic ? 'public, max-age=86400' : 'private, max-age=3600',
  };
  // An uploaded SVG must never run script in our origin.
  if (type === 'image/svg+xml')
    headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  return headers;
}
