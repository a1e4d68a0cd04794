import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/**
 * Mi Biblioteca, loaded on first visit. A child of the panel layout (which provides the player);
 * the panel registers it behind its members-only guard.
 */
export const libraryRoutes: RouteObject[] = [
  {
    path: paths.panel.library.path,
    lazy: async () => ({ Component: (await import('./pages/library-page')).LibraryPage }),
  },
];
