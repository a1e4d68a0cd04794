/**
 * The installable app's public surface: the service worker's registration, after the page has
 * loaded (main.tsx). The update prompt loads only once a new version waits. Re-exports only.
 */
export { registerWhenLoaded } from './register';
