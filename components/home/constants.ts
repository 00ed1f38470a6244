// The home page's timings and limits from the documents ("Business constants and limits").

/** Scrolling past 40 % of the window height switches to page 2 (and back), over the layout's 800 ms glide. */
export const HOME_PAGE_SNAP_FRACTION = 0.4;
