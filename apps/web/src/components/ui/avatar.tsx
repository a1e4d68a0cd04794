import { initialOf } from '@sanarte/shared';
import { useState } from 'react';

type AvatarProps = {
  name: string;
  src?: string | null;
  className?: string;
};

/**
 * A round profile image that falls back to the initial letter of the name when there is no image
 * or it fails to load. Decorative: the name is always written next to it.
 */
export function Avatar({ name, src, className = 'size-9 text-base' }: AvatarProps) {
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
