import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createSerwistRoute } from "@serwist/turbopack";
import { LOCALES } from "@/lib/i18n/locale";
import { offlinePath } from "@/lib/pwa/offline";
import { offlinePagesRevision } from "@/lib/pwa/offline-pages";

// The service worker (lib/pwa/sw.ts), bundled at build time by Serwist and
// served as /serwist/sw.js (scope /). It precaches the app shell: Next's
// bundles and styles, the icons, and the two offline pages.

const revision = offlinePagesRevision();

/** This build's worker version: changes with the bundles' (content-hashed) names and the offline pages. */
function workerVersion(): string {
  const staticDir = path.join(process.cwd(), ".next", "static");
  const files = fs.existsSync(staticDir) ? fs.readdirSync(staticDir, { recursive: true, encoding: "utf8" }).sort() : [];
  return createHash("sha256").update(files.join("\n")).update(revision).digest("hex").slice(0, 16);
}

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "lib/pwa/sw.ts",
  useNativeEsbuild: true,
  globPatterns: [".next/static/**/*.{js,css,woff2,woff}", "public/icons/*.{svg,png}"],
  additionalPrecacheEntries: LOCALES.map((locale) => ({ url: offlinePath(locale), revision })),
  esbuildOptions: { define: { "process.env.HEMS_SW_VERSION": JSON.stringify(workerVersion()) } },
});
