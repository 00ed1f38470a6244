// The menu bar's modes (documents: "Menu bar modes") and what each one shows.

export const MENU_BAR_MODES = ["EMPTY", "USER_PROFILE", "LEFT_RIGHT_MENU", "EDIT_ARTICLE", "EDIT_RECIPE", "TINY_THEATER"] as const;
export type MenuBarMode = (typeof MENU_BAR_MODES)[number];
export const DEFAULT_MENU_BAR_MODE: MenuBarMode = "LEFT_RIGHT_MENU";

export type MenuBarLayout = {
  /** False for EMPTY: no bar at all, the page uses the whole screen. */
  present: boolean;
  /** Site icon and name. */
  brand: boolean;
  search: boolean;
  /** Rotating-ball home button with back and forward arrows. */
  navigation: boolean;
  /** The right side: the user profile menu, the article Edit checkbox, or nothing. */
  right: "profile" | "editToggle" | "none";
  /** Whether page content starts below the bar (false: the bar floats over it). */
  reservesSpace: boolean;
  /** Any pointer movement over the page brings a hidden bar back (not only at the top edge). */
  revealOnAnyMove: boolean;
};

const LAYOUTS: Record<MenuBarMode, MenuBarLayout> = {
  EMPTY: { present: false, brand: false, search: false, navigation: false, right: "none", reservesSpace: false, revealOnAnyMove: false },
  USER_PROFILE: { present: true, brand: false, search: false, navigation: false, right: "profile", reservesSpace: true, revealOnAnyMove: false },
  LEFT_RIGHT_MENU: { present: true, brand: true, search: true, navigation: true, right: "profile", reservesSpace: true, revealOnAnyMove: false },
  EDIT_ARTICLE: { present: true, brand: true, search: false, navigation: true, right: "editToggle", reservesSpace: true, revealOnAnyMove: false },
  EDIT_RECIPE: { present: true, brand: true, search: false, navigation: true, right: "editToggle", reservesSpace: true, revealOnAnyMove: false },
  // The theater plays full screen: the bar floats over the stage without a search,
  // hides as usual and comes back whenever the pointer moves anywhere.
  TINY_THEATER: { present: true, brand: true, search: false, navigation: true, right: "profile", reservesSpace: false, revealOnAnyMove: true },
};

export function menuBarLayout(mode: MenuBarMode): MenuBarLayout {
  return LAYOUTS[mode];
}
