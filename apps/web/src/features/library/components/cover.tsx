import { Cover as AudioCoverImage } from '../../../components/ui/cover';

/** An audio's cover in the library and its player (night background while it loads). */
export function Cover({ src, className = '' }: { src?: string | null; className?: string }) {
  return <AudioCoverImage src={src} className={`bg-night-800 ${className}`} />;
}
