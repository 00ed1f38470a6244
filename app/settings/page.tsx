import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SettingsPanel } from "@/components/settings/SettingsPanel";
import { requirePageViewer } from "@/lib/auth/page-gate";
import { getShellProps } from "@/lib/shell/server";

export async function generateMetadata() {
  return { title: (await getTranslations("settings"))("title") };
}

// Home-face settings: the two edit modes (mutually exclusive) and auto-play.
export default async function SettingsPage() {
  const viewer = await requirePageViewer("/settings");
  if (viewer.loginUserType !== "owner") notFound();
  const { settings, deployType } = await getShellProps();
  return <SettingsPanel initial={settings} tebeView={deployType === "tebe"} />;
}
