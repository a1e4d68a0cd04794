import { AUDIO_EXTENSIONS, IMAGE_EXTENSIONS, es } from '@sanarte/shared';
import mime from 'mime-types';
import { AppError } from '../../lib/errors.js';
import type { FileItem } from './types.js';

/**
 * A key that could leave the media root (traversal, absolute path, backslash, empty...). Every
 * storage throws it before touching anything; as an AppError it answers 400, never 500.
 */
export class InvalidKeyError extends AppError {
  constructor(readonly key: string) {
    super(400, es.errors.invalidMediaPath);
    this.name = 'InvalidKeyError';
  }
}

/** normalizeKey or InvalidKeyError. */
export function requireKey(input: string, { allowRoot = false } = {}): string {
  const clean = normalizeKey(input, { allowRoot });
  if (clean === null) throw new InvalidKeyError(String(input));
  return clean;
}

/**
 * The order of every listing, whatever the storage: folders first, then by name as a Spanish
 * reader sorts them (S3 answers in UTF-8 byte order, a directory in no order at all).
 */
export const compareFileItems = (a: FileItem, b: FileItem) =>
  Number(b.isDirectory) - Number(a.isDirectory) ||
  a.name.localeCompare(b.name, 'es') ||
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Normalises a media key: '/'-separated, relative, no '.', '..', empty segments, backslashes or
 * control characters. Returns null for anything that could leave the media root.
 */
export function normalizeKey(input: string, { allowRoot = false } = {}): string | null {
  if (typeof input !== 'string' || input.length > 1024) return null;
  let value = input;
  // Decode at most once more: '%2e%2e' arriving pre-decoded is still caught below.
  if (/%[0-9a-f]{2}/i.test(value)) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    if (/%[0-9a-f]{2}/i.test(value)) return null;
  }
  // Absolute paths, backslashes and control characters are refused outright.
  if (/[\u0000-\u001f\u007f\\]/.test(value) || value.startsWith('/')) return null;
  const trimmed = value.replace(/\/+$/, '');
  if (trimmed === '') return allowRoot ? '' : null;
  const segments = trimmed.split('/');
  for (const s of segments) {
    if (s === '' || s === '.' || s === '..' || s.length > 255) return null;
  }
  return segments.join('/');
}

export function extensionOf(key: string): string {
  const base = key.slice(key.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

export const isImageKey = (key: string) => (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(key));

export const isAudioKey = (key: string) =>
  ([...AUDIO_EXTENSIONS, '.flac'] as readonly string[]).includes(extensionOf(key));

/**
 * The extensions we serve with their own type; anything else is `application/octet-stream` (with
 * nosniff), so an uploaded `.html` or `.js` can never run in our origin.
 */
const SERVED = new Set([
  '.mp3',
  '.wav',
  '.m4a',
  '.aac',
  '.ogg',
  '.flac',
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.bmp',
  '.webp',
  '.svg',
  '.pdf',
  '.txt',
]);
/** Where we answer differently from mime-db: FLAC's registered type (RFC 9639), not `audio/x-flac`. */
const OVERRIDES: Record<string, string> = { '.flac': 'audio/flac' };

export function contentTypeOf(key: string): string {
  const ext = extensionOf(key);
  if (!SERVED.has(ext)) return 'application/octet-stream';
  return OVERRIDES[ext] ?? (mime.contentType(ext) || 'application/octet-stream');
}

/** Encodes each segment of a key for use in a URL path. */
export function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}
