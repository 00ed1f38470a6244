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
      images: [{ url: FEATURES[0].images[0], ...FEATURE_IMAGE_SIZE, alt: t("tagline") }],
    },
  };
}
