import type { ReactNode } from 'react';
import { close } from '../features/player/commands';
import { PlayerBar } from '../features/player/player-bar';
import { usePlayer } from '../features/player/use-player';
import type { Track } from '../lib/media/track';
import type { FakeRoutes } from './render';

/** A library audio of ten minutes, as the player's tests play it. */
export const TRACK: Track = { audioId: 'a1', title: 'Calma profunda', subtitle: 'Ansiedad', duration: 600 };

/** The fake API's answers that let TRACK play: its signed URL (an hour) and the listening reports. */
export const playableRoutes = (): FakeRoutes => ({
  'GET /api/audios/a1/access': {
    body: {
      success: true,
      data: {
        audioUrl: '/cdn/a1.mp3',
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        audio: { _id: 'a1', duration: 600 },
      },
    },
  },
  'POST /api/stats/playback': { body: { success: true } },
});

/** Stops the app's one player and forgets its track: a test leaves no audio playing for the next. */
export const stopPlayer = (): void => close();

/** A page with «Escuchar», which plays `track`, what the test puts beside it, and the app's player bar. */
export function PlayerPage({ track = TRACK, children }: { track?: Track; children?: ReactNode }) {
  const player = usePlayer();
  return (
    <>
      <button type="button" onClick={() => player.play(track)}>
        Escuchar
      </button>
      {children}
      <PlayerBar />
    </>
  );
}
