// How long the video grid keeps its messages on screen.

/** 'Failed to add video: {error}' and the other paste refusals stay 15 s. */
export const ADD_FAILED_SHOW_MS = 15_000;
/** 'Link copied: {link}' stays 7 s. */
export const COPIED_SHOW_MS = 7_000;
