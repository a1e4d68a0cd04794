/**
 * The library feature's public surface: its routes (the page loads lazily). The player it plays
 * through is the app's own (features/player), above every page of the site.
 */
export { libraryRoutes } from './routes';
