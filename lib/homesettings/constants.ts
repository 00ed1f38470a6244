// Personalisation of a home (wallpaper, badge colour, names) and account
// deletion: values shared by the settings pages, onboarding, the calls and
// the tests. Pure values: safe on client and server.

/** The default wallpaper, also shown when the stored one is no longer shipped. */
export const DEFAULT_WALLPAPER = "wallpaper0_default.jpg";

/** The wallpapers shipped in public/wallpapers/, the default first. */
export const WALLPAPERS = [
  DEFAULT_WALLPAPER,
  "wallpaper1_dusk.jpg",
  "wallpaper2_ocean.jpg",
  "wallpaper3_forest.jpg",
  "wallpaper4_aurora.jpg",
  "wallpaper5_sand.jpg",
] as const;

export function wallpaperUrl(name: string): string {
  return `/wallpapers/${encodeURIComponent(name)}`;
}

/** A stored wallpaper name, or the default when it is not (or no longer) shipped. */
export function currentWallpaper(stored: string | null | undefined): string {
  return (WALLPAPERS as readonly string[]).includes(stored ?? "") ? (stored as string) : DEFAULT_WALLPAPER;
}

/** The badge colour palette of 9 colours; the first is the default badge colour. */
export const DEFAULT_BADGE_COLOR = "#68d8e7";
export const BADGE_COLORS = [DEFAULT_BADGE_COLOR, "#4f8ef7", "#8e6cf0", "#e86aa6", "#f06a5d", "#f5a524", "#e8c93a", "#5cc878", "#8a9aa9"] as const;

/** Home Name and Owner Name have at most 20 characters. */
export const NAME_MAX = 20;

/** 'Updating...' shows at least this long (documents: profile update minimum display 1500 ms). */
export const PROFILE_UPDATE_MIN_MS = 1_500;

/** The account-deleted status page redirects after 20 s. */
export const ACCOUNT_DELETED_REDIRECT_MS = 20_000;

/** The name of a home created before its owner named it (email sign-up, onboarding left empty). */
export const DEFAULT_HOME_NAME = "My Home";
