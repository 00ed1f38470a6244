import createNextIntlPlugin from "next-intl/plugin";
import { withSerwist } from "@serwist/turbopack";

import { apiRewrites } from "./lib/http/api-aliases.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tests included) before it builds: it sets
  // HEMS_TYPES_CHECKED so the build does not run the same check again (about 35 s).
  typescript: { ignoreBuildErrors: process.env.HEMS_TYPES_CHECKED === "1" },
  // Native and WASM packages stay outside the server bundles.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "sharp", "pino", "@node-rs/argon2", "ioredis"],
  // jose 6 and sanitize-html's parser (htmlparser2 and its dom packages) ship ES modules only; listing them
  // here lets next/jest compile them for the CommonJS test runtime.
  transpilePackages: ["jose", "htmlparser2", "domhandler", "domutils", "dom-serializer", "entities", "domelementtype"],
  // The documented legacy API paths and their other spellings (lib/http/api-aliases.mjs).
  rewrites: apiRewrites,
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
// The catalogues are compiled at build time (precompile): the browser then formats with a small
// runtime instead of shipping an ICU message parser (12 KB gzipped) to every page.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

export default withSerwist(withNextIntl(nextConfig));
