import { OFFLINE_PREFIX } from '../../lib/media/offline-keys';
import type { Track, TrackSource } from '../../lib/media/track';
import { type KeyValue, RESUME_KEY, browserStorage } from './resume-key';
import { playerState } from './store';
import { PLAYBACK_RATES } from './types';

/**
 * Where the listener was, kept in localStorage so a reload can offer to resume: the audio (id,
 * title, theme, cover, duration), the position and the speed chosen. Never a URL or a token: a
 * fresh signed URL is asked for when the listener presses play. Anything unreadable counts as no
 * entry (an unknown speed, as none).
 */
export interface ResumeEntry {
  track: Track;
  position: number;
  /** The playback speed, one of PLAYBACK_RATES (written: the player's current one unless given). */
  rate?: number;
}

/** A position this close to the end starts the audio over. */
export const END_MARGIN_S = 5;

const text = (v: unknown, max = 300): string | undefined =>
  typeof v === 'string' && v.length > 0 && v.length <= max ? v : undefined;
const seconds = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.min(v, 86_400) : 0;
const SOURCES: readonly TrackSource[] = ['library', 'trial'];
const knownRate = (v: unknown): number | undefined => PLAYBACK_RATES.find((r) => r === v);
/**
 * A site path or an http(s) address (covers may live on a storage host). A download's cover
 * (/offline/cover/<id>) is not kept: it exists only while the download does, and the next visit
 * may sweep the download (an expired licence) before the restored bar asks for it.
 */
const isImageAddress = (v: string): boolean =>
  !v.startsWith(OFFLINE_PREFIX) &&
  ((v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^/\s]+/i.test(v));

/** The stored entry, validated field by field; null when absent or malformed. */
export function parseResume(raw: string | null): ResumeEntry | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const { track, position, rate } = data as {
    track?: Record<string, unknown>;
    position?: unknown;
    rate?: unknown;
  };
  const audioId = text(track?.audioId, 64);
  const title = text(track?.title);
  if (!track || !audioId || !/^[\w-]+$/.test(audioId) || !title) return null;
  const source = SOURCES.find((s) => s === track.source) ?? 'library';
  const coverUrl = text(track.coverUrl, 2000);
  const speed = knownRate(rate);
  const entry: ResumeEntry = {
    track: {
      audioId,
      title,
      subtitle: text(track.subtitle),
      coverUrl: coverUrl && isImageAddress(coverUrl) ? coverUrl : undefined,
      duration: seconds(track.duration),
      source,
    },
    position: seconds(position),
  };
  if (speed !== undefined) entry.rate = speed;
  return entry;
}

/** Where to start: the saved position, or 0 when it is at (or near) the end. */
export function resumePosition(entry: ResumeEntry): number {
  const { position, track } = entry;
  if (track.duration > 0 && position >= track.duration - END_MARGIN_S) return 0;
  return position;
}

export function readResume(storage: KeyValue | null = browserStorage()): ResumeEntry | null {
  try {
    return parseResume(storage?.getItem(RESUME_KEY) ?? null);
  } catch {
    return null;
  }
}

export function hasResume(storage: KeyValue | null = browserStorage()): boolean {
  return readResume(storage) !== null;
}

export function writeResume(entry: ResumeEntry, storage: KeyValue | null = browserStorage()): void {
  const { track } = entry;
  const stored = {
    track: {
      audioId: track.audioId,
      title: track.title,
      subtitle: track.subtitle,
      coverUrl: track.coverUrl && isImageAddress(track.coverUrl) ? track.coverUrl : undefined,
      duration: track.duration,
      source: track.source ?? 'library',
    },
    position: Math.round(seconds(entry.position) * 10) / 10,
    rate: knownRate(entry.rate ?? playerState.get().rate),
  };
  try {
    storage?.setItem(RESUME_KEY, JSON.stringify(stored));
  } catch {
    // Quota or privacy mode: resuming after a reload is a comfort, not a need.
  }
}
