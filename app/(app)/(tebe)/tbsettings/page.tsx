import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TebeSettings } from "@/components/tbsettings/TebeSettings";
import { getConfig } from "@/lib/config";
import { getPersonalisation } from "@/lib/homesettings/service";
import { requirePageCaller } from "../../(home)/load";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("tbSettings"))("title") };
}

/** /tbsettings: the owner's wallpaper, badge colour, names and agent tokens; guests and visiting friends have no settings here. */
export default withMessages(["dialogs", "onboarding", "searchIndex", "tbSettings"], async function TebeSettingsPage() {
  const caller = await requirePageCaller("/tbsettings");
  if (caller.role !== "owner") notFound();
  // Home servers connect to the hosted face only. The address their agent connects to (AGENT_UPSTREAM_URL):
  // PUBLIC_URL when set, else the address the owner's browser uses.
  const { deployType, publicUrl } = getConfig();
  const agent = deployType === "tebe" ? { publicOrigin: publicUrl ? new URL(publicUrl).origin : null } : null;
  return <TebeSettings initial={await getPersonalisation(caller)} agent={agent} />;
});
