import sharp from 'sharp';
import type { Storage } from '../adapters/storage/types.js';

/** The widths of a cover's copies: cards and lists at one to three device pixels per CSS pixel. */
export const COVER_WIDTHS = [320, 640, 960] as const;
/** The widths of a profile photo's copies: the menu's and the lists' small circles. */
export const AVATAR_WIDTHS = [64, 128, 256] as const;

/** Where the copies are kept: beside nothing else, so the uploads' folders list only uploads. */
const RESIZED = 'resized';
/** An uploaded image larger than this many pixels is not decoded (a decompression bomb). */
const MAX_PIXELS = 40_000_000;

/** The key of the copy `width` pixels wide of the file at `key`. */
export const copyKey = (key: string, width: number) =>
  `${RESIZED}/${key.replace(/\.[^./]+$/, '')}-${width}w.webp`;

/**
 * Makes WebP copies of an image this storage holds (an uploaded cover or photo), one per width
 * narrower than the original, under `resized/`, and answers the `<img srcset>` value that lists
 * them with the original at its own width: `url 320w, url 640w, original 1200w`. Answers '' when
 * there is nothing to offer: a URL of elsewhere, no such file, not an image, a drawing (SVG), or
 * one no wider than the first width. Phones then load a copy of a few tens of KB instead of the
 * upload (up to 10 MB). `original`: the file's bytes when the caller holds them already (it has
 * just stored them); otherwise they are read from the storage.
 */
export async function resizedCopies(
  storage: Storage,
  url: string,
  widths: readonly number[],
  original?: Buffer,
): Promise<string> {
  const key = url ? storage.keyFromUrl(url) : null;
  if (!key || key.startsWith(`${RESIZED}/`)) return '';
  const bytes = original ?? (await storage.read(key));
  if (!bytes) return '';
  // Decoded once; each copy is a clone of the oriented picture.
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
  let width: number;
  try {
    const meta = await image.metadata();
    // A drawing (the seeded covers) is sharp at any width already.
    if (meta.format === 'svg') return '';
    // EXIF orientations 5 to 8 turn the picture a quarter: its shown width is its stored height.
    width = ((meta.orientation ?? 1) >= 5 ? meta.height : meta.width) ?? 0;
  } catch {
    return '';
  }
  const copies: string[] = [];
  for (const w of widths.filter((w) => w < width)) {
    const copy = await image.clone().resize({ width: w }).webp({ quality: 78 }).toBuffer();
    await storage.put(copyKey(key, w), copy, 'image/webp');
    copies.push(`${storage.publicUrl(copyKey(key, w))} ${w}w`);
  }
  return copies.length === 0 ? '' : [...copies, `${url} ${width}w`].join(', ');
}
