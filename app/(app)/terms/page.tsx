import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { LegalPage } from "@/components/landing/LegalPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("legal");
  return { title: `${t("termsTitle")} · hems`, description: t("termsIntro") };
}

// The terms linked from the landing page, in plain words.
export default async function TermsPage() {
  const [t, { legal }] = await Promise.all([getTranslations("legal"), getMessages()]);
  return <LegalPage testId="terms-page" title={t("termsTitle")} intro={t("termsIntro")} sections={[{ title: "", body: Object.values(legal.termsItems) }]} />;
}
