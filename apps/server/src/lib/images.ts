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

/** The keys of the copies `resizedCopies` makes of the file at `key`, one per width. */
export const copyKeys = (key: string, widths: readonly number[]) =>
  widths.map((w) => `${RESIZED}/${key.replace(/\.[^./]+$/, '')}-${w}w.webp`);

/**
 * Makes WebP copies of an image this storage holds (an uploaded cover or photo), one per width
 * narrower than the original, under `resized/`, and answers the `<img srcset>` value that lists
 * them with the original at its own width: `url 320w, url 640w, original 1200w`. Answers '' when
 * there is nothing to offer: a URL of elsewhere, no such file, not an image, a drawing (SVG), or
 * one no wider than the first width. Phones then load a copy of a few tens of KB instead of the upload (up to 10 MB).
 */
export async function resizedCopies(
  storage: Storage,
  url: string,
  widths: readonly number[],
): Promise<string> {
  const key = url ? storage.keyFromUrl(url) : null;
  if (!key || key.startsWith(`${RESIZED}/`)) return '';
  const original = await storage.read(key);
  if (!original) return '';
  let width: number;
  try {
    const meta = await sharp(original, { limitInputPixels: MAX_PIXELS }).metadata();
    // A drawing (the seeded covers) is sharp at any width already.
    if (meta.format === 'svg') return '';
    // EXIF orientations 5 to 8 turn the picture a quarter: its shown width is its stored height.
    width = ((meta.orientation ?? 1) >= 5 ? meta.height : meta.width) ?? 0;
  } catch {
    return '';
  }
  const narrower = widths.filter((w) => w < width);
  if (narrower.length === 0) return '';
  const keys = copyKeys(key, narrower);
  const copies: string[] = [];
  for (const [i, w] of narrower.entries()) {
    const copy = await sharp(original, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: w })
      .webp({ quality: 78 })
      .toBuffer();
    const copyKey = keys[i] as string;
    await storage.put(copyKey, copy, 'image/webp');
    copies.push(`${storage.publicUrl(copyKey)} ${w}w`);
  }
  return [...copies, `${url} ${width}w`].join(', ');
}
