import "server-only";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { getConfig } from "../config";
import { isLocale } from "../i18n/locale";
import { FEATURES, FEATURE_IMAGE_SIZE } from "./content";
import { landingAlternates, landingPath, siteOrigin } from "./site";

/** The title, description and Open Graph tags of "/" on the tebe face; the home face keeps the layout's. */
export async function generateMetadata(): Promise<Metadata> {
  const config = getConfig();
  if (config.deployType !== "tebe") return {};
  const [t, locale, origin] = await Promise.all([getTranslations("landing"), getLocale(), siteOrigin()]);
  const title = t("metaTitle");
  // The first feature's first picture is the page's preview picture.
  const ogImage = FEATURES[0]?.images[0];
  const description = t("metaDescription");
  // Absolute addresses: each language has its own canonical address.
  const canonical = origin + landingPath(isLocale(locale) ? locale : "en");
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
