import type { ShownCover } from '@sanarte/shared';
import { useState } from 'react';
import { type ImageSetProps, imageSet } from '../../../components/ui/image-set';

type CoverProps = {
  src?: string | null;
  /** The default image of the kind, used when there is no cover or it fails to load. */
  fallback: string;
  alt?: string;
  className?: string;
} & ImageSetProps;

/**
 * A cover thumbnail that never shows a broken image. `srcSet` (the cover's resized copies) and
 * `sizes` (how wide it is drawn; the default class draws it 48px wide) go with `src` only.
 */
export function Cover({
  src,
  srcSet,
  sizes,
  fallback,
  alt = '',
  className = 'size-12 rounded-xl',
}: CoverProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : fallback;
  return (
    <img
      src={url}
      {...imageSet(url === src ? srcSet : undefined, sizes)}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={`shrink-0 bg-lavender-100 object-cover ${className}`}
      onError={() => {
        if (src && url === src) setFailed(src);
      }}
    />
  );
}

/** A Cover's `src` and `srcSet` for a catalogue item's cover (none when the item has no cover). */
export function coverSource(cover: ShownCover | null | undefined) {
  return { src: cover?.coverImageUrl, srcSet: cover?.coverImageSrcset };
}

/** A catalogue item's cover in a back-office list: 48 px, with its resized copies. */
export function ListCover({ cover, fallback }: { cover: ShownCover; fallback: string }) {
  return <Cover {...coverSource(cover)} sizes="48px" fallback={fallback} />;
}
