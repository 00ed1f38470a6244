import "server-only";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { getConfig } from "../config";
import { FEATURES, FEATURE_IMAGE_SIZE } from "./content";

/** The title, description and Open Graph tags of "/" on the tebe face; the home face keeps the layout's. */
export async function generateMetadata(): Promise<Metadata> {
  const config = getConfig();
  if (config.deployType !== "tebe") return {};
  const [t, locale] = await Promise.all([getTranslations("landing"), getLocale()]);
  const title = t("metaTitle");
  // The first feature's first picture is the page's preview picture.
  const ogImage = FEATURES[0]?.images[0];
  const description = t("metaDescription");
  return {
    title,
    description,
    ...(config.publicUrl ? { metadataBase: new URL(config.publicUrl) } : {}),
    alternates: { canonical: "/" },
    openGraph: {
      type: "website",
      siteName: "hems",
      title,
      description,
      url: "/",
      locale: locale === "zh" ? "zh_CN" : "en_US",
      images: ogImage ? [{ url: ogImage, ...FEATURE_IMAGE_SIZE, alt: t("tagline") }] : [],
    },
  };
}
