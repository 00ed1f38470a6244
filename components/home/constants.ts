// The home page's timings and limits, in one place so the page and its tests agree.

/** Scrolling past 40 % of the window height switches to page 2 (and back), over the layout's 800 ms glide. */
export const HOME_PAGE_SNAP_FRACTION = 0.4;
