import createNextIntlPlugin from "next-intl/plugin";
import { withSerwist } from "@serwist/turbopack";

import { API_ALIASES, prefixRewrites } from "./lib/http/api-aliases.mjs";

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

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and WASM packages stay outside the server bundles.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "sharp", "pino", "@node-rs/argon2"],
  // jose 6 and sanitize-html's parser (htmlparser2 and its dom packages) ship ES modules only; listing them
  // here lets next/jest compile them for the CommonJS test runtime.
  transpilePackages: ["jose", "htmlparser2", "domhandler", "domutils", "dom-serializer", "entities", "domelementtype"],
  async rewrites() {
    return [
      ...Object.keys(API_ALIASES).flatMap((alias) => prefixRewrites(`/api/${alias}`, alias)),
      ...LEGACY_PREFIXES.flatMap((name) => prefixRewrites(`/api_${name}`, name)),
      ...Object.entries(LEGACY_SINGLE_ROUTES).map(([source, destination]) => ({ source, destination })),
      // Any other /api_<name>/ call reaches app/api/[...path], which answers the JSON 404 envelope ("Unknown API call.").
      UNKNOWN_CALLS,
    ];
  },
  async headers() {
    // The per-request headers (CSP, request id) come from proxy.ts; these hold for every file.
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        ],
      },
    ];
  },
};

// withSerwist keeps esbuild (which bundles the service worker, app/serwist/[path]/route.ts) out of the server bundles.
export default withSerwist(createNextIntlPlugin("./lib/i18n/request.ts")(nextConfig));
