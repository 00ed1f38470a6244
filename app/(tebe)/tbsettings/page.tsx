import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TebeSettings } from "@/components/tbsettings/TebeSettings";
import { getPersonalisation } from "@/lib/homesettings/service";
import { requirePageCaller } from "../../(home)/load";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("tbSettings"))("title") };
}

/** /tbsettings: the owner's wallpaper, badge colour and names; guests and visiting friends have no settings here. */
export default withMessages(["onboarding", "searchIndex", "tbSettings"], async function TebeSettingsPage() {
  const caller = await requirePageCaller("/tbsettings");
  if (caller.role !== "owner") notFound();
  return <TebeSettings initial={await getPersonalisation(caller)} />;
});
