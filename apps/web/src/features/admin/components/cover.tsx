import { useState } from 'react';

type CoverProps = {
  src?: string | null;
  /** The default image of the kind, used when there is no cover or it fails to load. */
  fallback: string;
  alt?: string;
  className?: string;
};

/** A cover thumbnail that never shows a broken image. */
export function Cover({ src, fallback, alt = '', className = 'size-12 rounded-xl' }: CoverProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : fallback;
  return (
    <img
      src={url}
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
