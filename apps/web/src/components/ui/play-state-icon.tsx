import { Pause, Play } from 'lucide-react';

/**
 * What a play button shows: a spinner while the audio loads, then pause while it plays, play
 * otherwise. The spinner's and icons' classes give each button its size and colours.
 */
export function PlayStateIcon({
  loading,
  playing,
  spinnerClassName,
  iconClassName,
}: {
  loading: boolean;
  playing: boolean;
  spinnerClassName: string;
  iconClassName: string;
}) {
  if (loading) {
    return (
      <span
        aria-hidden="true"
        className={`${spinnerClassName} animate-spin rounded-full border-r-transparent motion-reduce:animate-none`}
      />
    );
  }
  return playing ? (
    <Pause className={iconClassName} fill="currentColor" />
  ) : (
    <Play className={iconClassName} fill="currentColor" />
  );
}
