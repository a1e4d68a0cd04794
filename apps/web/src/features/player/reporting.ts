import { XSRF_COOKIE, readCookie } from '../../lib/api';
import { PLAYBACK_REPORT_URL, type PlaybackReport } from '../../lib/media/listening';
import { reportQueue } from '../offline';
import { type PlaybackReporter, type Transport, attachPlaybackReporter } from './playback-reporter';

/**
 * Listening time of the player's element goes to POST /api/stats/playback (playback-reporter.ts
 * counts it). Every report has its own id and goes through the device's queue (features/offline),
 * which sends it at once when it can and keeps it until the connection returns when it cannot
 * (listening offline). When the page is hidden or left, the same report also travels with
 * navigator.sendBeacon, which survives the page closing; the server counts an id once.
 */
export function startReporting(audio: HTMLAudioElement): PlaybackReporter {
  const send = (body: PlaybackReport, transport: Transport) => {
    const reportId = crypto.randomUUID();
    if (transport === 'beacon' && navigator.onLine && typeof navigator.sendBeacon === 'function') {
      // sendBeacon cannot set headers: the XSRF token travels in the body.
      const payload = JSON.stringify({ ...body, reportId, xsrf: readCookie(XSRF_COOKIE) ?? undefined });
      navigator.sendBeacon(PLAYBACK_REPORT_URL, new Blob([payload], { type: 'text/plain' }));
    }
    // A lost report only loses statistics: never bother the listener with it.
    void reportQueue.add({ ...body, reportId }).catch(() => {});
  };
  return attachPlaybackReporter(audio, send);
}
