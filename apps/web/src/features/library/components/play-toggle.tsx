import { playPauseLabel } from '../../../components/ui/play-pause-label';
import { PlayStateIcon } from '../../../components/ui/play-state-icon';
import type { Track } from '../../../lib/media/track';
import { useTrackPlayback } from '../../player';
import { libraryCopy as copy } from '../content';

/**
 * The round play/pause button of an audio in a list ("Reproducir …" / "Pausar …" / "Cargando …"),
 * playing it in the app's player: Mi Biblioteca's cards and the downloads offline.
 */
export function PlayToggle({ track }: { track: Track }) {
  const { player, playing, loading } = useTrackPlayback(track.audioId);
  const { title } = track;
  return (
    <button
      type="button"
      onClick={() => player.toggle(track)}
      aria-label={loading ? copy.loadingAudio(title) : playPauseLabel(title, playing)}
      aria-busy={loading || undefined}
      className="grid size-11 shrink-0 place-items-center rounded-full bg-night-900 text-white shadow-sm transition-colors hover:bg-night-700"
    >
      <PlayStateIcon
        loading={loading}
        playing={playing}
        spinnerClassName="size-4 border-2 border-white"
        iconClassName="size-5"
      />
    </button>
  );
}
