import { Cover as AudioCoverImage } from '../../../components/ui/cover';
import type { ImageSetProps } from '../../../components/ui/image-set';

/** An audio's cover in the library and its player (night background while it loads). */
export function Cover({
  className = '',
  ...image
}: { src?: string | null; className?: string } & ImageSetProps) {
  return <AudioCoverImage {...image} className={`bg-night-800 ${className}`} />;
}
