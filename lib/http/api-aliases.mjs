// Documented API paths that are other spellings of a call served elsewhere
// (/api_channel = /api_chnl, /api_tebeplay = /api_yt, ytvdp = ytv, ...):
// ./api-aliases.json maps "<alias folder>" to "<handler folder>" under
// app/api. next.config.mjs turns them into rewrites; the role-matrix and
// cross-site tests call every alias URL through the handler it reaches.

import API_ALIASES from "./api-aliases.json" with { type: "json" };

export { API_ALIASES };

/** The handler folder an API path (relative to /api) is served by, following aliases until none applies. */
export function resolveApiPath(apiPath) {
  for (let seen = 0; seen < 10; seen++) {
    const alias = Object.keys(API_ALIASES)
      .filter((from) => apiPath === from || apiPath.startsWith(`${from}/`))
      .sort((a, b) => b.length - a.length)[0];
    if (!alias) return apiPath;
    apiPath = API_ALIASES[alias] + apiPath.slice(alias.length);
  }
  throw new Error(`API aliases loop at ${apiPath}`);
}

/**
 * Rewrites serving the URL prefix `from`, which means the API path `apiPath`:
 * one rule for each alias inside it (most specific first), then the prefix
 * itself, each straight to the handler folder that answers.
 */
export function prefixRewrites(from, apiPath) {
  const resolved = resolveApiPath(apiPath);
  const inside = Object.keys(API_ALIASES)
    .flatMap((alias) => [apiPath, resolved].filter((base) => alias.startsWith(`${base}/`)).map((base) => alias.slice(base.length)))
    .sort((a, b) => b.length - a.length);
  return [
    ...[...new Set(inside)].map((rest) => ({ source: `${from}${rest}/:path*`, destination: `/api/${resolveApiPath(`${apiPath}${rest}`)}/:path*` })),
    { source: `${from}/:path*`, destination: `/api/${resolved}/:path*` },
  ];
}

// What is served: the documented legacy prefixes /api_<name>/* by the route
// handlers under app/api/<name>/ (/api_myfilex/dirfilesroot ->
// /api/myfilex/dirfilesroot); the other spellings of a call listed in
// lib/http/api-aliases.json (/api_channel/* = /api_chnl/*, /api_tebeplay/* =
// /api_yt/*, ytvdp = ytv, tebeauth/islogin = tebeauth/is_login, ...) straight
// by the handler they alias, under either prefix; and a few single documented
// paths below. Every destination is a handler that exists; any other /api/*
// path answers with the 404 envelope of app/api/[...path].
const LEGACY_PREFIXES = [
  "myfilex",
  "yt",
  "tebeplay",
  "chnl",
  "channel",
  "his_f2f",
  "his_yt",
  "ctx",
  "login",
  "gidx_f2f",
  "gidx_yt",
  "tebeauth",
  "hems_f2f",
  "config",
  "invite_f2f",
  "medialens_f2f",
  "article",
];

const LEGACY_SINGLE_ROUTES = {
  "/check_username": "/api/session/check_username",
  "/check_password": "/api/session/check_password",
  "/check_logout": "/api/session/check_logout",
  "/is_tebe_server": "/api/config/is_tebe_server",
  "/media_lv_video_root/:path*": "/api/media/lv/:path*",
  "/media_video_root/:path*": "/api/media/video/:path*",
  "/directorybrowse": "/api/legacy/directorybrowse",
  "/textmanager": "/api/legacy/textmanager",
};

export const UNKNOWN_CALLS = { source: "/api_:name/:path*", destination: "/api/:name/:path*" };

/** next.config.mjs's rewrites: aliases, then the legacy prefixes, the single documented paths, and last the catch-all for unknown calls. */
export async function apiRewrites() {
  return [
    ...Object.keys(API_ALIASES).flatMap((alias) => prefixRewrites(`/api/${alias}`, alias)),
    ...LEGACY_PREFIXES.flatMap((name) => prefixRewrites(`/api_${name}`, name)),
    ...Object.entries(LEGACY_SINGLE_ROUTES).map(([source, destination]) => ({ source, destination })),
    // Any other /api_<name>/ call reaches app/api/[...path], which answers the JSON 404 envelope ("Unknown API call.").
    UNKNOWN_CALLS,
  ];
}
