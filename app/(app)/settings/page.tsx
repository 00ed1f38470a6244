import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SettingsPanel } from "@/components/settings/SettingsPanel";
import { requirePageViewer } from "@/lib/auth/page-gate";
import { listMediaRoots } from "@/lib/media/service";
import { agentConnection } from "@/lib/agent/upstream";
import { getCaller, getShellProps } from "@/lib/shell/server";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("settings"))("title") };
}

// Home-face settings: the two edit modes (mutually exclusive), auto-play and,
// on the home face, the media folders of the server and its hosted service (home agent).
export default withMessages(["dialogs", "scanProgress", "searchIndex", "settings"], async function SettingsPage() {
  const viewer = await requirePageViewer("/settings");
  if (viewer.loginUserType !== "owner") notFound();
  const { settings, deployType } = await getShellProps();
  const caller = deployType === "home" ? await getCaller() : null;
  const mediaRoots = caller ? await listMediaRoots(caller) : null;
  const agent = caller ? agentConnection(caller) : null;
  return <SettingsPanel initial={settings} tebeView={deployType === "tebe"} mediaRoots={mediaRoots} agent={agent} />;
});
