import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export async function libraryMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("media"))("title") };
}
