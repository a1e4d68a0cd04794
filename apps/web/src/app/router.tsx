import { createBrowserRouter } from 'react-router';
import { rootRoutes } from './root-routes';
import { routeTableOf } from './route-tables';
import { keyHistoryEntry } from './scroll-keys';

/** The tables the router holds already (route-tables.ts), each added once. */
const added = new Set<string>();

// A page loaded in full gets a history key of its own, so it opens at its top (scroll-keys.ts).
keyHistoryEntry(window.history);

/**
 * Every screen of config/paths.ts; pages load on first visit. Only the landing and the not-found
 * page are known from the start: the other route tables (the site's pages, the back-office) join
 * on the first visit to a path they may hold (patchRoutesOnNavigation, React Router's route
 * discovery, which asks for paths that match nothing or only the '*' route), so the landing's
 * first JavaScript does not carry them.
 */
export const router = createBrowserRouter(rootRoutes, {
  async patchRoutesOnNavigation({ path, patch }) {
    const table = routeTableOf(path);
    if (added.has(table.parent)) return;
    const routes = await table.load();
    if (added.has(table.parent)) return;
    added.add(table.parent);
    patch(table.parent, routes);
  },
});
