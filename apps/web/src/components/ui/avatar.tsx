import { initialOf } from '@sanarte/shared';
import { useState } from 'react';
import { type ImageSetProps, imageSet } from './image-set';

type AvatarProps = {
  name: string;
  src?: string | null;
  className?: string;
} & ImageSetProps;

/**
 * A round profile image that falls back to the initial letter of the name when there is no image
 * or it fails to load. Decorative: the name is always written next to it. `srcSet` (the resized
 * copies of an uploaded photo) and `sizes` (its drawn width, e.g. '40px') go with `src` only.
 */
export function Avatar({ name, src, srcSet, sizes, className = 'size-9 text-base' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center overflow-hidden rounded-full bg-lavender-200 font-display font-semibold text-night-900 ${className}`}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          {...imageSet(srcSet, sizes)}
          alt=""
          className="size-full object-cover"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        initialOf(name)
      )}
    </span>
  );
}
