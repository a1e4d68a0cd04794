import type { RouteObject } from 'react-router';
import { screen } from '../../app/screens';
import { paths } from '../../config/paths';
import { savedCall } from '../saved';
import { FOR_YOU_FRESH_SECONDS, LIBRARY_FRESH_SECONDS, libraryApi } from './api';
import { libraryCopy } from './content';

/** "Para ti" as a route starts it (the library's, the welcome page's), unless just asked for. */
export const forYouCall = () =>
  libraryApi.endpoints.forYou.initiate(undefined, { forceRefetch: FOR_YOU_FRESH_SECONDS });

/**
 * Mi Biblioteca, loaded on first visit. A child of the panel layout (which provides the player);
 * the panel registers it behind its members-only guard. Its route asks for the library (again
 * once the answer held is older than LIBRARY_FRESH_SECONDS, as the page itself does) and "Para ti".
 */
export const libraryRoutes: RouteObject[] = [
  screen(
    {
      path: paths.panel.library.path,
      lazy: async () => ({ Component: (await import('./pages/library-page')).LibraryPage }),
    },
    {
      data: () => [
        libraryApi.endpoints.library.initiate('', { forceRefetch: LIBRARY_FRESH_SECONDS }),
        forYouCall(),
        savedCall(),
      ],
      outline: { title: libraryCopy.title, intro: libraryCopy.intro },
    },
  ),
];
