import type { ForYou, ForYouAnswer, Library, LibraryAnswer } from '@sanarte/shared';
import { api } from '../../lib/api';

/** The library's answer types come from the shared contracts the server serializes with. */
export type {
  ForYou,
  ForYouAudio,
  Library,
  LibraryAudio,
  LibraryCategory,
  LibraryTheme,
} from '@sanarte/shared';

/**
 * How long (seconds) a library just asked for is not asked for again when Mi Biblioteca mounts:
 * the page reads a fresh library on every visit, and the route's own request (routes.tsx) counts.
 */
export const LIBRARY_FRESH_SECONDS = 5;
/** The same for "Para ti", which the library and the welcome page ask for as their routes start. */
export const FOR_YOU_FRESH_SECONDS = 5;

const emptyLibrary: Library = { hasSubscription: false, categories: [] };

/** Calls of Mi Biblioteca: the library (the player asks for access itself: features/player). */
export const libraryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/library?q= — what the subscription opens, searched by title, description, tag, theme
     * and category.
     */
    library: build.query<Library, string>({
      query: (q) => (q ? `/library?q=${encodeURIComponent(q)}` : '/library'),
      transformResponse: (answer: LibraryAnswer) => ({
        hasSubscription: answer?.data?.hasSubscription === true,
        categories: Array.isArray(answer?.data?.categories) ? answer.data.categories : [],
      }),
      keepUnusedDataFor: 30,
    }),
    /**
     * GET /api/library/for-you — "Para ti": what the listener's latest test and listening recommend
     * (the server decides; the app only shows it).
     */
    forYou: build.query<ForYou, void>({
      query: () => '/library/for-you',
      transformResponse: (answer: ForYouAnswer) => answer.data,
    }),
  }),
});

export { emptyLibrary };
export const { useLibraryQuery, useForYouQuery } = libraryApi;
