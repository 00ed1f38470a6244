// What the service worker (lib/pwa/sw.ts) may keep, decided from the address
// alone. Pure, so the rules are unit-tested without a browser.
//
// - The app shell's static files: Next's content-hashed bundles under
//   /_next/static (never change under one name: cache first) and the app's
//   own public images and icons (kept, refreshed in the background).
// - Pages (navigations) always come from the network: they are rendered per
//   request with the viewer's data and the request's script nonce. When the
//   network is gone, the offline page answers instead.
// - Everything else passes the worker by: API replies, sign-in calls, media
//   bytes and thumbnails, sockets. The worker does not even answer those
//   requests, so the browser fetches them as if no worker were there.

export type RequestKind = "static" | "asset" | "navigation" | "passthrough";

/** Calls whose replies are never kept: the API (both spellings), sign-in and session calls, media bytes, sockets. */
const NEVER_CACHED_PREFIXES = [
  "/api/",
  "/api_",
  "/media_",
  "/check_",
  "/is_tebe_server",
  "/directorybrowse",
  "/textmanager",
  "/socket.io/",
  "/healthz",
  "/oauth-callback",
  "/serwist/",
];

/** The app's own public files (public/): icons, wallpapers, landing and onboarding art, the default thumbnails. No viewer's media. */
const ASSET_PREFIXES = ["/icons/", "/wallpapers/", "/landing/", "/onboarding/", "/thumbnails/", "/static/img/"];
const ASSET_FILES = ["/manifest.webmanifest", "/favicon.ico"];
const FONT = /\.(?:woff2?|ttf|otf)$/i;

export function neverCached(pathname: string): boolean {
  return NEVER_CACHED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export type RequestFacts = { url: URL; origin: string; method: string; mode: string };

export function requestKind({ url, origin, method, mode }: RequestFacts): RequestKind {
  if (method !== "GET" || url.origin !== origin || neverCached(url.pathname)) return "passthrough";
  if (mode === "navigate") return "navigation";
  if (url.pathname.startsWith("/_next/static/")) return "static";
  if (ASSET_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)) || ASSET_FILES.includes(url.pathname) || FONT.test(url.pathname)) return "asset";
  return "passthrough";
}

/** The names of the worker's runtime caches (the precache has Serwist's own name). */
export const CACHE_NAMES = { static: "hems-static", assets: "hems-assets" } as const;
