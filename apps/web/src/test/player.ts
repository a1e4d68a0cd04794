import type { Track } from '../features/player/types';
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
