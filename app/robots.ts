import type { MetadataRoute } from "next";
import { getConfig } from "@/lib/config";
import { PUBLIC_PAGES, siteOrigin } from "@/lib/landing/site";

// The tebe face lets search engines list its landing page (in both languages)
// and public pages, nothing behind a sign-in; a home server is private.
export const dynamic = "force-dynamic";

export default async function robots(): Promise<MetadataRoute.Robots> {
  if (getConfig().deployType !== "tebe") return { rules: { userAgent: "*", disallow: "/" } };
  const origin = await siteOrigin();
  return {
    // "/$" (the landing page itself) is longer than "/" and so wins over the disallow.
    rules: { userAgent: "*", allow: ["/$", "/?lang=", ...PUBLIC_PAGES], disallow: "/" },
    sitemap: `${origin}/sitemap.xml`,
  };
}
