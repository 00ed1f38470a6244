// Player timings and limits, in one place so the players, the two-page layout and their tests agree.

/** The photo slideshow shows each photo 6 s, after a 3 s album intro. */
export const PHOTO_SLIDE_INTERVAL_MS = 6_000;
export const PHOTO_INTRO_MS = 3_000;

/** Video intros: the album intro in players (1 s) and the title intro (4.5 s). */
export const VIDEO_ALBUM_INTRO_MS = 1_000;
export const VIDEO_TITLE_INTRO_MS = 4_500;

/** An intro fades out, then is removed after 2 s. */
export const INTRO_FADE_MS = 2_000;

/** A video that fails to load shows its error this long, then the player moves on (documents are silent). */
export const VIDEO_ERROR_MOVE_ON_MS = 4_000;

/** How long 'This video can't be played' shows before a player (category or channel) moves on to the next item. */
export const UNPLAYABLE_SKIP_MS = 6_000;

/** A horizontal swipe must travel more than 50 px. */
export const SWIPE_THRESHOLD_PX = 50;
/** Tebe view: a finger that moves more than 34 px up or down is scrolling the page, not swiping. */
export const SWIPE_VERTICAL_PX = 34;

/** Controls shown by a touch hide again after 3 s on a video, 5 s on anything else. */
export const TOUCH_CONTROLS_HIDE_VIDEO_MS = 3_000;
export const TOUCH_CONTROLS_HIDE_OTHER_MS = 5_000;

/** The two-page layout snaps to a page at half the window height, over 800 ms. */
export const TWO_PAGE_SNAP_FRACTION = 0.5;
export const TWO_PAGE_SNAP_MS = 800;
/** Scroll positions (percent of page 1 scrolled away) where the player background steps. */
export const SCROLL_STEPS = [10, 30, 60, 80] as const;
