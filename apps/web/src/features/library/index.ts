/**
 * Mi Biblioteca's public surface: its routes (the page loads on first visit), "Para ti" (the
 * recommendations the panel's welcome page opens with too), and the library as it
 * is offline (the downloads on this device), which the panel shows when the service cannot be
 * reached. Playing goes through the app's one player (features/player), downloads through
 * features/offline. Re-exports only.
 */
export { ForYou } from './components/for-you';
export { OfflineLibrary } from './components/offline-library';
export { SavedShelf } from './components/saved-shelf';
export { forYouCall, libraryRoutes } from './routes';
