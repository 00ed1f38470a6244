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
