/**
 * The app's player: one audio element for the whole app, above every page of the site, the test and
 * the panel. Its public surface: where the site's layout shows it (PlayerHost, which loads the
 * player's code only once something is played or a reload finds a place to resume) and its skip
 * link, the hook the screens play through, its small state store, and the place kept for a reload.
 * Re-exports only: the build leaves out what an importer does not use, so the layout importing
 * PlayerHost from here does not bring the player's engine into the landing's first JavaScript.
 */
export { PlayerHost, PlayerSkipLink } from './player-host';
export { RESUME_KEY, clearResume } from './resume-key';
export { playerState } from './store';
export { type PlayerControls, usePlayer, usePlayerTime, useTrackPlayback } from './use-player';
