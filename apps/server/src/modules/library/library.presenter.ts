import type {
  AudioAccess,
  DownloadGrant,
  ForYouAudio,
  Library,
  LibraryCategory,
  LibraryTheme,
  LicenceCheck,
  LicenceLimit,
  OfflineLicence,
} from '@sanarte/shared';
import { extend } from '../../lib/extend.js';
import { presentAudio, presentAudioSummary } from '../catalogue/catalogue.presenter.js';
import type { AudioRow, PlayableAudio } from '../catalogue/catalogue.repository.js';

/** The open audios grouped by category and theme, in the catalogue's order, with saved positions. */
export function presentLibrary(open: AudioRow[], positions: Map<string, number>, now: Date): Library {
  const categories = new Map<string, LibraryCategory & { byTheme: Map<string, LibraryTheme> }>();
  for (const r of open) {
    let c = categories.get(r.categoryId);
    if (!c) {
      c = { _id: r.categoryId, name: r.categoryName, themes: [], byTheme: new Map() };
      categories.set(r.categoryId, c);
    }
    let t = c.byTheme.get(r.themeId);
    if (!t) {
      t = { _id: r.themeId, name: r.themeName, audios: [] };
      c.byTheme.set(r.themeId, t);
      c.themes.push(t);
    }
    t.audios.push(extend(presentAudio(r, now), { positionSeconds: positions.get(r.id) ?? 0 }));
  }
  return {
    hasSubscription: true,
    categories: [...categories.values()].map(({ _id, name, themes }) => ({ _id, name, themes })),
  };
}

/**
 * A catalogue audio as a listener's shelf or recommendations show it: the library's card, where
 * they left it, and whether their plan (or trial) opens it now.
 */
export const presentListenerAudio = (
  row: AudioRow,
  positionSeconds: number,
  open: boolean,
  now: Date,
): ForYouAudio => extend(presentAudio(row, now), { positionSeconds, open });

export const presentAccess = (
  audio: PlayableAudio,
  audioUrl: string,
  expiresAt: Date,
  positionSeconds: number,
): AudioAccess => ({
  audioUrl,
  expiresAt: expiresAt.toISOString(),
  positionSeconds,
  audio: presentAudioSummary(audio),
});

/** A download's licence: issued now, kept until `expiresAt`, which `limit` decided. */
export const presentLicence = (
  audioId: string,
  issuedAt: Date,
  term: { expiresAt: Date; limit: LicenceLimit },
): OfflineLicence => ({
  audioId,
  issuedAt: issuedAt.toISOString(),
  expiresAt: term.expiresAt.toISOString(),
  limit: term.limit,
});

/** A download: its licence, a signed URL of the file, and the audio's card with its theme. */
export const presentDownload = (
  audio: PlayableAudio,
  licence: OfflineLicence,
  play: { url: string; positionSeconds: number },
): DownloadGrant => ({
  licence,
  audioUrl: play.url,
  positionSeconds: play.positionSeconds,
  audio: extend(presentAudioSummary(audio), { theme: { _id: audio.themeId, name: audio.themeName } }),
});

export const presentLicenceCheck = (
  licences: OfflineLicence[],
  revoked: LicenceCheck['revoked'],
): LicenceCheck => ({ licences, revoked });
