import type { AudioDto } from '@sanarte/shared';
import { api } from '../../lib/api';

/** An audio of the library, with where the user left it. */
export type LibraryAudio = Omit<AudioDto, 'theme' | 'order' | 'isActive'> &
  Partial<Pick<AudioDto, 'theme'>> & { positionSeconds?: number };
export interface LibraryTheme {
  _id: string;
  name: string;
  audios: LibraryAudio[];
}
export interface LibraryCategory {
  _id: string;
  name: string;
  themes: LibraryTheme[];
}
export interface Library {
  hasSubscription: boolean;
  categories: LibraryCategory[];
}

const emptyLibrary: Library = { hasSubscription: false, categories: [] };

/** Calls of Mi Biblioteca: the library (the player asks for access itself: features/player). */
export const libraryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/library?q= — what the subscription opens, searched by title and tag. */
    library: build.query<Library, string>({
      query: (q) => (q ? `/library?q=${encodeURIComponent(q)}` : '/library'),
      transformResponse: (answer: { data?: Partial<Library> }) => ({
        hasSubscription: answer?.data?.hasSubscription === true,
        categories: Array.isArray(answer?.data?.categories) ? answer.data.categories : [],
      }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export { emptyLibrary };
export const { useLibraryQuery } = libraryApi;
