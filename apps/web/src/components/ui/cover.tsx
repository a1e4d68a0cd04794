import { DEFAULT_IMAGES } from '@sanarte/shared';
import { useState } from 'react';

/** An audio's cover; the headphones image when there is none or it fails to load. Decorative. */
export function Cover({ src, className }: { src?: string | null; className: string }) {
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
      className={`shrink-0 object-cover ${className}`}
    />
  );
}
