import { DEFAULT_IMAGES } from '@sanarte/shared';
import { useState } from 'react';
import { type ImageSetProps, imageSet } from './image-set';

type CoverProps = {
  src?: string | null;
  className: string;
} & ImageSetProps;

/**
 * An audio's cover; the headphones image when there is none or it fails to load. Decorative.
 * `srcSet` (the cover's resized copies) and `sizes` (how wide it is drawn) go with `src` only.
 */
export function Cover({ src, srcSet, sizes, className }: CoverProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : DEFAULT_IMAGES.audio;
  return (
    <img
      src={url}
      {...imageSet(url === src ? srcSet : undefined, sizes)}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => {
        if (src && url === src) setFailed(src);
      }}
      className={`shrink-0 object-cover ${className}`}
    />
  );
}
