/**
 * Mi Biblioteca's public surface: its routes (the page loads on first visit), and the library as it
 * is offline (the downloads on this device), which the panel shows when the service cannot be
 * reached. Playing goes through the app's one player (features/player), downloads through
 * features/offline. Re-exports only.
 */
export { OfflineLibrary } from './components/offline-library';
export { libraryRoutes } from './routes';
