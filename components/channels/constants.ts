// How long the channel pages keep their messages and notices on screen.

/** 'Failed to delete playlist.' stays 15 s. */
export const CHANNEL_DELETE_ERROR_MS = 15_000;
/** Auto-play save: 'Saved successfully.' 5 s, 'Failed to save auto play configuration.' 15 s. */
export const AUTOPLAY_SAVED_MS = 5_000;
export const AUTOPLAY_ERROR_MS = 15_000;
/** The channel player's intro (state 0) before the first item plays. */
export const CHANNEL_INTRO_MS = 4_500;
