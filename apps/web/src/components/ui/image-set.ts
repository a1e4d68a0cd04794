/**
 * An image the server keeps resized copies of (a cover's `coverImageSrcset`, a user's
 * `avatarSrcset`: `url 320w, url 640w, …`), and how wide it is drawn: `sizes`, in CSS pixels by
 * media condition (e.g. '(min-width: 640px) 96px, 64px'), so the browser fetches the smallest copy
 * sharp at the screen's density. Without copies the `<img>` shows its `src` alone.
 */
export type ImageSetProps =
  | { srcSet?: undefined; sizes?: undefined }
  | { srcSet: string | null | undefined; sizes: string };

/**
 * The `srcSet` and `sizes` attributes of an `<img>`: none when there are no copies (an empty
 * `srcset` is invalid, and `sizes` means nothing without one).
 */
export function imageSet(srcSet: string | null | undefined, sizes: string | undefined) {
  const set = srcSet?.trim() || undefined;
  return { srcSet: set, sizes: set ? sizes : undefined };
}
