import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyPage } from '../../../lib/lazy-page';

/**
 * The page an e-mail's unsubscribe link opens: public (the signed token is the proof, no sign-in),
 * loaded on first visit. Registered inside the site layout by app/site-routes.tsx.
 */
export const notificationRoutes: RouteObject[] = [
  lazyPage(paths.emailUnsubscribe.path, async () => (await import('./unsubscribe-page')).UnsubscribePage),
];
