import { formatDuration } from '@sanarte/shared';
import { SeekSlider } from '../../../components/ui/seek-slider';
import { audios as copy } from '../content';

type PlayerProgressProps = {
  currentTime: number;
  duration: number;
  onSeek: (seconds: number) => void;
};

/** Position of the audio that is playing: a slider (arrow keys move 5 s) and the elapsed/total time. */
export function PlayerProgress({ currentTime, duration, onSeek }: PlayerProgressProps) {
  const total = Number.isFinite(duration) && duration > 0 ? duration : 0;
  const position = Math.min(currentTime, total);
  return (
    <div className="mt-2 flex items-center gap-3 text-xs font-semibold tabular-nums text-night-700">
      <span aria-hidden="true">{formatDuration(position)}</span>
      <SeekSlider
        position={position}
        total={total}
        onSeek={onSeek}
        step={5}
        disabled={total === 0}
        aria-label={copy.position}
        aria-valuetext={`${formatDuration(position)} de ${formatDuration(total)}`}
        className="h-2 min-w-0 flex-1 cursor-pointer accent-night-600"
      />
      <span aria-hidden="true">{formatDuration(total)}</span>
    </div>
  );
}
