import { Cover } from '../../../components/ui/cover';
import type { ImageSetProps } from '../../../components/ui/image-set';

/** An audio's cover on the test page (a rounded square, lavender while it loads). */
export function AudioCover({
  className = 'size-20',
  ...image
}: { src: string | null | undefined; className?: string } & ImageSetProps) {
  return <Cover {...image} className={`rounded-2xl bg-lavender-100 ${className}`} />;
}
