import type { MetadataRoute } from "next";
import { getConfig } from "@/lib/config";
import { PUBLIC_PAGES, landingAlternates, siteOrigin } from "@/lib/landing/site";

// The tebe face's indexable pages; a home server lists nothing.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  if (getConfig().deployType !== "tebe") return [];
  const origin = await siteOrigin();
  const languages = landingAlternates(origin);
  return [
    { url: `${origin}/`, changeFrequency: "weekly", priority: 1, alternates: { languages } },
    ...PUBLIC_PAGES.map((page) => ({ url: origin + page, changeFrequency: "yearly" as const, priority: 0.3 })),
  ];
}
