import { useState } from 'react';

/** A cover thumbnail with its fallback image: never a broken image. */
export function Cover({
  src,
  fallback,
  className = 'size-12',
}: {
  src?: string;
  fallback: string;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : fallback;
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      onError={() => setFailed(src ?? null)}
      className={`shrink-0 rounded-xl bg-lavender-100 object-cover ${className}`}
    />
  );
}
