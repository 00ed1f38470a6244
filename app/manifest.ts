import type { MetadataRoute } from "next";
import { getLocale, getTranslations } from "next-intl/server";

// The web app manifest (/manifest.webmanifest), linked from every page of
// both faces by Next's metadata API; its description follows the visitor's language.
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("common")]);
  return {
    id: "/",
    name: "hems",
    short_name: "hems",
    description: t("siteDescription"),
    lang: locale === "zh" ? "zh-CN" : "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#111827",
    theme_color: "#1f2937",
    icons: [
      { src: "/icons/hems.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
