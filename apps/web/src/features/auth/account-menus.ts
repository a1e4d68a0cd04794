import { lazy } from 'react';

/**
 * The signed-in user's menus in the site's header (desktop and mobile), loaded once someone is
 * signed in: not part of a signed-out visitor's first JavaScript. `loadUserMenu` starts the load
 * early (with a signed-in page's own code).
 */
export const loadUserMenu = () => import('./components/user-menu');
export const UserMenu = lazy(async () => ({ default: (await loadUserMenu()).UserMenu }));
export const MobileAccountLinks = lazy(async () => ({ default: (await loadUserMenu()).MobileAccountLinks }));
