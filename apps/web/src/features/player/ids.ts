/**
 * The player's element ids, apart so the site's layout can point its skip link at the player
 * without loading the player's code.
 */
export const PLAYER_ID = 'reproductor';
/** Where «Saltar al reproductor» puts the focus: the play-pause button (or what stands for it). */
export const PLAYER_MAIN_ID = 'reproductor-principal';
