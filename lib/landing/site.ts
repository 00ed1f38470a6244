import "server-only";
import { headers } from "next/headers";
import { getConfig } from "../config";
import { LOCALE_QUERY, type Locale } from "../i18n/locale";

// The public addresses of the tebe face's indexable pages, for canonical
// links, hreflang alternates, robots.txt and the sitemap: search engines need
// absolute addresses, taken from PUBLIC_URL, or the request's own host when it
// is not set (a local or preview server).

export async function siteOrigin(): Promise<string> {
  const configured = getConfig().publicUrl;
  if (configured) return new URL(configured).origin;
  const requestHeaders = await headers();
  const host = requestHeaders.get("host") ?? "localhost";
  const protocol = requestHeaders.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ? "https" : "http";
  return `${protocol}://${host}`;
}

/** The landing page's address in one language (`/?lang=zh`), relative to the site origin. */
export function landingPath(locale: Locale): string {
  return `/?${LOCALE_QUERY}=${locale}`;
}

/** hreflang alternates of the landing page: one address per language, and "/" as the default that follows the browser. */
export function landingAlternates(origin: string): Record<string, string> {
  return { en: origin + landingPath("en"), "zh-CN": origin + landingPath("zh"), "x-default": `${origin}/` };
}

/** The pages anyone may read and search engines may list. */
export const PUBLIC_PAGES = ["/privacy", "/terms"] as const;
