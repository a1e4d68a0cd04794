/**
 * "Guardados"' public surface: the shelf's calls and the "Guardar" toggle the library, the player
 * and the test's results show on an audio (the shelf itself is drawn by features/library). It
 * imports only features/auth (who is signed in). Re-exports only.
 */
export { SAVED_FRESH_SECONDS, savedApi, savedCall, useSavedQuery } from './api';
export { savedCopy } from './content';
export { SaveToggle } from './save-toggle';
