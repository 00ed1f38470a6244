import createNextIntlPlugin from "next-intl/plugin";

// Every legacy prefix of the documents is served by a route handler under
// app/api/<name>/ (e.g. /api_myfilex/dirfilesroot -> /api/myfilex/dirfilesroot).
const LEGACY_PREFIXES = [
  "api_myfilex", "api_yt", "api_tebeplay", "api_chnl", "api_channel", "api_article",
  "api_his_f2f", "api_his_yt", "api_ctx", "api_login", "api_invite_f2f",
  "api_medialens_f2f", "api_gidx_f2f", "api_gidx_yt", "api_tebeauth", "api_hems_f2f",
  "api_config",
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

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and WASM packages stay outside the server bundles.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "sharp", "pino", "@node-rs/argon2"],
  // jose 6 ships ES modules only; listing it here lets next/jest compile it for the CommonJS test runtime.
  transpilePackages: ["jose"],
  async rewrites() {
    return [
      ...LEGACY_PREFIXES.map((prefix) => ({
        source: `/${prefix}/:path*`,
        destination: `/api/${prefix.slice("api_".length)}/:path*`,
      })),
      ...Object.entries(LEGACY_SINGLE_ROUTES).map(([source, destination]) => ({ source, destination })),
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

export default createNextIntlPlugin("./lib/i18n/request.ts")(nextConfig);
