/**
 * The back-office's route table (features/admin/routes.tsx), mounted under the root route by
 * app/router.tsx on the first visit to an /admin path: a chunk of its own, so that neither the
 * landing nor the site's pages carry it.
 */
export { adminRoutes } from '../features/admin/routes';
