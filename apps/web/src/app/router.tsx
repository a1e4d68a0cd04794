import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { ROOT_ROUTE_ID, SITE_ROUTE_ID, rootRoutes } from './root-routes';
import { keyHistoryEntry } from './scroll-keys';

const isAdminPath = (path: string) => path === paths.admin.path || path.startsWith(`${paths.admin.path}/`);

/** Route tables added on first need: [whether added, where, how to load them]. */
const discoverable = {
  admin: {
    added: false,
    parent: ROOT_ROUTE_ID,
    load: async () => (await import('./admin-routes')).adminRoutes,
  },
  site: {
    added: false,
    parent: SITE_ROUTE_ID,
    load: async () => (await import('./site-routes')).siteLayoutRoutes,
  },
};

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
    const table = isAdminPath(path) ? discoverable.admin : discoverable.site;
    if (table.added) return;
    const routes = await table.load();
    if (table.added) return;
    table.added = true;
    patch(table.parent, routes);
  },
});
