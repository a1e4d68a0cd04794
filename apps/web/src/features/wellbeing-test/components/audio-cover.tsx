import { Cover } from '../../../components/ui/cover';

/** An audio's cover on the test page (a rounded square, lavender while it loads). */
export function AudioCover({
  src,
  className = 'size-20',
}: { src: string | null | undefined; className?: string }) {
  return <Cover src={src} className={`rounded-2xl bg-lavender-100 ${className}`} />;
}
