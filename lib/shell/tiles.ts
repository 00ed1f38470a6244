// The icon menu's tiles and who may see them (documents: "Roles and permissions").

export const TILE_IDS = ["media", "youtube", "document", "theater", "channels", "homeMedias", "settings"] as const;
export type TileId = (typeof TILE_IDS)[number];

export type ShellContext = {
  deployType: "home" | "tebe";
  appEnv: "local" | "development" | "production";
  isAdmin: boolean;
};

export type Tile = { id: TileId; href: string };

const HOME_HREFS: Record<TileId, string> = {
  media: "/false/true",
  youtube: "/youtubeview",
  document: "/medialens",
  theater: "/theater",
  channels: "/playlist",
  homeMedias: "/hems",
  settings: "/settings",
};

/** `?search=global` on arrival opens the menu bar's search, over everything (documents: the YouTube Videos tile "turns on search and global search"). */
export const GLOBAL_SEARCH_QUERY = "search=global";

/** Whether a page's query string asks for the search opened over everything. */
export function opensGlobalSearch(search: string): boolean {
  return new URLSearchParams(search).get("search") === "global";
}

const TEBE_TILES: Tile[] = [
  { id: "youtube", href: `/tbview?${GLOBAL_SEARCH_QUERY}` },
  { id: "channels", href: "/tbplaylist/y" },
  { id: "settings", href: "/tbsettings" },
];

const NON_ADMIN_TILES: TileId[] = ["media", "channels", "theater"];
const HIDDEN_WHEN_HOSTED: TileId[] = ["youtube", "theater", "homeMedias"];

/**
 * The tebe home screen's tiles (/tbhome, on either face): YouTube Videos,
 * Channels, and Settings for admins only; guests are never admins.
 */
export function tebeHomeTiles(isAdmin: boolean): Tile[] {
  return TEBE_TILES.filter((t) => t.id !== "settings" || isAdmin);
}

/**
 * Whether a tile's feature is hidden in this environment (documents: "In a
 * production or development environment the YouTube, Tiny Theater and My Home
 * Medias tiles are hidden"); the tile filter and the feature's own page (/theater) both ask.
 */
export function hiddenInEnvironment(id: TileId, appEnv: ShellContext["appEnv"]): boolean {
  return appEnv !== "local" && HIDDEN_WHEN_HOSTED.includes(id);
}

/** The tiles this viewer may see, in the default order. */
export function visibleTiles(ctx: ShellContext): Tile[] {
  if (ctx.deployType === "tebe") return tebeHomeTiles(ctx.isAdmin);
  return TILE_IDS.filter((id) => ctx.isAdmin || NON_ADMIN_TILES.includes(id))
    .filter((id) => !hiddenInEnvironment(id, ctx.appEnv))
    .map((id) => ({ id, href: HOME_HREFS[id] }));
}

/** Applies a saved order; tiles missing from it keep their default place at the end. */
export function orderTiles(tiles: Tile[], savedOrder: readonly string[]): Tile[] {
  const rank = (id: string) => {
    const at = savedOrder.indexOf(id);
    return at === -1 ? savedOrder.length + TILE_IDS.indexOf(id as TileId) : at;
  };
  return [...tiles].sort((a, b) => rank(a.id) - rank(b.id));
}
