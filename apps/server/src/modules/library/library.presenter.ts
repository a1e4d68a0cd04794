import type { AudioAccess, Library, LibraryCategory, LibraryTheme } from '@sanarte/shared';
import { presentAudio, presentAudioSummary } from '../catalogue/catalogue.presenter.js';
import type { AudioRow } from '../catalogue/catalogue.repository.js';
import type { PlayableAudio } from '../catalogue/catalogue.repository.js';

/** The open audios grouped by category and theme, in the catalogue's order, with saved positions. */
export function presentLibrary(open: AudioRow[], positions: Map<string, number>): Library {
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
    t.audios.push({ ...presentAudio(r), positionSeconds: positions.get(r.id) ?? 0 });
  }
  return {
    hasSubscription: true,
    categories: [...categories.values()].map(({ _id, name, themes }) => ({ _id, name, themes })),
  };
}

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
