import { es } from '@sanarte/shared';
import { Pause, Play } from 'lucide-react';
import { playPauseLabel } from '../../../components/ui/play-pause-label';
import type { PlayerStatus } from '../use-trial-player';

type PlayButtonProps = {
  title: string;
  status: PlayerStatus;
  onClick: () => void;
  /** Shown as unavailable (still focusable: pressing it explains why). */
  locked?: boolean;
  describedBy?: string;
  size?: 'md' | 'lg';
};

/** Play/pause of one audio. Its name says what pressing it does: 'Reproducir …' or 'Pausar …'. */
export function PlayButton({
  title,
  status,
  onClick,
  locked = false,
  describedBy,
  size = 'md',
}: PlayButtonProps) {
  const name = title || es.common.noTitle;
  const playing = status === 'playing';
  const loading = status === 'loading';
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={playPauseLabel(name, playing)}
      aria-busy={loading || undefined}
      aria-disabled={locked || undefined}
      aria-describedby={describedBy}
      className={`grid shrink-0 place-items-center rounded-full transition-colors ${
        size === 'lg' ? 'size-16' : 'size-12'
      } ${
        locked
          ? 'cursor-not-allowed bg-night-700/10 text-night-700/60'
          : 'bg-accent-400 text-night-950 shadow-md shadow-night-950/20 ring-1 ring-inset ring-accent-500/60 hover:bg-accent-300'
      }`}
    >
      {loading ? (
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-[3px] border-current border-r-transparent motion-reduce:animate-none"
        />
      ) : playing ? (
        <Pause className={size === 'lg' ? 'size-7' : 'size-5'} fill="currentColor" />
      ) : (
        <Play className={`${size === 'lg' ? 'size-7' : 'size-5'} translate-x-px`} fill="currentColor" />
      )}
    </button>
  );
}
