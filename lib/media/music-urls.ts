// The URLs of the background music (served from public/music/), shared by
// the server's getrandmusic and the player in the menu bar.

export const MUSIC_URL_PREFIX = "/music/";
/** The intro sound (music state 0); never one of the random tracks. */
export const INTRO_SOUND_URL = `${MUSIC_URL_PREFIX}intro.m4a`;
