import { XSRF_COOKIE, readCookie } from '../../lib/api';
import { PLAYBACK_REPORT_URL, type PlaybackReport, playerApi } from './api';
import { type PlaybackReporter, type Transport, attachPlaybackReporter } from './playback-reporter';
import type { Dispatch } from './signed-url';

/**
 * Listening time of the player's element goes to POST /api/stats/playback (playback-reporter.ts
 * counts it). When the page is hidden or left the report travels with navigator.sendBeacon, which
 * survives the page closing.
 */
export function startReporting(audio: HTMLAudioElement, dispatch: Dispatch): PlaybackReporter {
  const send = (body: PlaybackReport, transport: Transport) => {
    if (transport === 'beacon' && typeof navigator.sendBeacon === 'function') {
      // sendBeacon cannot set headers: the XSRF token travels in the body.
      const payload = JSON.stringify({ ...body, xsrf: readCookie(XSRF_COOKIE) ?? undefined });
      if (navigator.sendBeacon(PLAYBACK_REPORT_URL, new Blob([payload], { type: 'text/plain' }))) return;
    }
    // A lost report only loses statistics: never bother the listener with it.
    dispatch(playerApi.endpoints.playbackReport.initiate(body, { track: false }))
      .unwrap()
      .catch(() => {});
  };
  return attachPlaybackReporter(audio, send);
}
