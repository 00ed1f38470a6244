// UI timings and limits, in one place so components and tests agree. Pure values: safe on client and server.

/** The menu bar hides in two steps: 5 s after it was shown, then 8 s more. */
export const MENU_BAR_FIRST_HIDE_DELAY_MS = 5_000;
export const MENU_BAR_SECOND_HIDE_DELAY_MS = 8_000;
/** Background opacity of the bar while shown, and in the last step before it hides. */
export const MENU_BAR_OPACITY_IDLE = 0.5;
export const MENU_BAR_OPACITY_ACTIVE = 0.97;
/** A pointer this close to the top edge reveals the bar; a tap this close does on touch. */
export const MENU_BAR_REVEAL_ZONE_PX = 24;
export const MENU_BAR_TOUCH_REVEAL_ZONE_PX = 48;
/** A scroll counts as "under way" until it has been quiet this long (scroll provider). */
export const SCROLL_IDLE_MS = 1_200;

/** After logout the app waits this long, then goes to the forced landing page. */
export const LOGOUT_REDIRECT_MS = 400;
/** The landing page with the forced-landing flag (logout, a click on the site name). */
export const FORCED_LANDING_URL = "/?forceLanding=1";

/** Tooltips: 2 s hover, 1.5 s for long titles, 10 px from the anchor. */
export const TOOLTIP_DELAY_MS = 2_000;
export const TOOLTIP_LONG_DELAY_MS = 1_500;
export const TOOLTIP_OFFSET_PX = 10;
/** A title longer than this counts as long for the tooltip delay. */
export const TOOLTIP_LONG_TITLE_CHARS = 40;

/** Drag-to-reorder starts after 5 px of mouse movement or a 120 ms touch press. */
export const DRAG_MOUSE_DISTANCE_PX = 5;
export const DRAG_TOUCH_DELAY_MS = 120;
export const DRAG_TOUCH_TOLERANCE_PX = 5;

/** Default auto-redirect delay of a status page. */
export const STATUS_REDIRECT_DELAY_MS = 3_000;
/** Go-home success redirects after 5 s; the session-expired notices after 3 s. */
export const GO_HOME_REDIRECT_DELAY_MS = 5_000;
export const RELOGIN_REDIRECT_DELAY_MS = 3_000;

/** How long a short "saved" / "failed" notice stays. */
export const NOTICE_MS = 3_000;

/** The language cookie lives one year. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Home-face sign-in: name and key have at most 10 characters; the Enter button stays busy 2 s. */
export const LOGIN_FIELD_MAX = 10;
export const LOGIN_BUSY_CURSOR_MS = 2_000;

/** The activity flag: active on mouse or key activity, inactive after 5 minutes without it. */
export const INACTIVITY_TIMEOUT_MS = 300_000;

/** The home page's background carousel: a new image every 13 s, sliding in 50 px every 200 ms. */
export const BACKGROUND_CAROUSEL_INTERVAL_MS = 13_000;
export const BACKGROUND_SLIDE_STEP_PX = 50;
export const BACKGROUND_SLIDE_STEP_MS = 200;
