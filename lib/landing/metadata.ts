import "server-only";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { getConfig } from "../config";
import { LOCALE_QUERY, isLocale } from "../i18n/locale";
import { FEATURES, FEATURE_IMAGE_SIZE } from "./content";
import { landingAlternates, landingPath, siteOrigin } from "./site";

type Query = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The title, description and Open Graph tags of "/" on the tebe face; the home face keeps the layout's. */
export async function generateMetadata({ searchParams }: Query): Promise<Metadata> {
  const config = getConfig();
  if (config.deployType !== "tebe") return {};
  const [t, locale, origin] = await Promise.all([getTranslations("landing"), getLocale(), siteOrigin()]);
  const title = t("metaTitle");
  // The first feature's first picture is the page's preview picture.
  const ogImage = FEATURES[0]?.images[0];
  const description = t("metaDescription");
  // Absolute addresses. Each language's address (/?lang=zh) is its own canonical;
  // "/", which follows the browser's language, is the x-default alternate and
  // its own canonical too (a canonical pointing at another hreflang address
  // tells search engines the two languages are one page).
  const chosenLanguage = (await searchParams)[LOCALE_QUERY];
  const canonical = typeof chosenLanguage === "string" && isLocale(chosenLanguage) ? origin + landingPath(chosenLanguage) : `${origin}/`;
  return {
    title,
    description,
    metadataBase: new URL(origin),
    alternates: { canonical, languages: landingAlternates(origin) },
    openGraph: {
      type: "website",
      siteName: "hems",
      title,
      description,
      url: canonical,
      locale: locale === "zh" ? "zh_CN" : "en_US",
      images: ogImage ? [{ url: ogImage, ...FEATURE_IMAGE_SIZE, alt: t("tagline") }] : [],
    },
  };
}
