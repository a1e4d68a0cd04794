import { DEFAULT_IMAGES } from '@sanarte/shared';
import { useState } from 'react';

/** An audio's cover, falling back to the headphones icon when missing or broken. Decorative. */
export function AudioCover({
  src,
  className = 'size-20',
}: {
  src: string | null | undefined;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : DEFAULT_IMAGES.audio;
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => {
        if (src && url === src) setFailed(src);
      }}
      className={`shrink-0 rounded-2xl bg-lavender-100 object-cover ${className}`}
    />
  );
}
