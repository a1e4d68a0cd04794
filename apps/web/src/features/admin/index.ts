/**
 * The back-office's public surface: what the page outline (app/page-outline.tsx) draws of the
 * back-office's frame before the app runs. Its screens are reached through routes.tsx, which only
 * the app's route tables import. Re-exports only.
 */
export { PageHeader } from './components/page-header';
export { shellCopy } from './content';
