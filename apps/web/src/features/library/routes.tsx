import type { RouteObject } from 'react-router';
import { store } from '../../app/store';
import { paths } from '../../config/paths';
import { LIBRARY_FRESH_SECONDS, libraryApi } from './api';

/**
 * The library's request, started by the route: beside the page's code and the session check
 * instead of after them (the page shows its cards once the library has arrived). Nothing waits for
 * it here; the page reads the same cache entry. For someone the guards turn away, the server
 * answers 401/403 and nothing is shown.
 */
export function prefetchLibrary(dispatch: typeof store.dispatch = store.dispatch): null {
  dispatch(libraryApi.util.prefetch('library', '', { ifOlderThan: LIBRARY_FRESH_SECONDS }));
  return null;
}

/**
 * Mi Biblioteca, loaded on first visit. A child of the panel layout (which provides the player);
 * the panel registers it behind its members-only guard.
 */
export const libraryRoutes: RouteObject[] = [
  {
    path: paths.panel.library.path,
    loader: () => prefetchLibrary(),
    lazy: async () => ({ Component: (await import('./pages/library-page')).LibraryPage }),
  },
];
