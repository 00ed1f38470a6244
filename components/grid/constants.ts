// Grid timings and limits from the documents ("Business constants and limits").

/** 'Failed to add video: {error}' and the other paste refusals stay 15 s. */
export const ADD_FAILED_SHOW_MS = 15_000;
/** 'Link copied: {link}' stays 7 s (the documents' 'Copied' message). */
export const COPIED_SHOW_MS = 7_000;
