import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { LegalPage } from "@/components/landing/LegalPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("legal");
  return { title: `${t("privacyTitle")} · hems`, description: t("privacyIntro") };
}

// The privacy policy linked from the landing page: what a self-hosted hems stores, and what it does not do.
export default async function PrivacyPage() {
  const [t, { legal }] = await Promise.all([getTranslations("legal"), getMessages()]);
  return (
    <LegalPage
      testId="privacy-page"
      title={t("privacyTitle")}
      intro={t("privacyIntro")}
      sections={[
        { title: t("privacyStoredTitle"), body: Object.values(legal.privacyStored) },
        { title: t("privacyNotTitle"), body: Object.values(legal.privacyNot) },
        { title: t("privacyCookiesTitle"), body: t("privacyCookies") },
        { title: t("privacyDeleteTitle"), body: t("privacyDelete") },
      ]}
    />
  );
}
