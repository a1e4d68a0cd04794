/**
 * The library feature's public surface: its routes (the page loads lazily), and the player the
 * panel layout provides above its pages so playback continues while moving between them.
 */
export { PlayerBar } from './components/player-bar';
export { PlayerProvider, usePlayer } from './player-context';
export { libraryRoutes } from './routes';
