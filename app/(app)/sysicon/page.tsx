import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IconMenu } from "@/components/shell/IconMenu";
import { getShellProps } from "@/lib/shell/server";
import { orderTiles, visibleTiles } from "@/lib/shell/tiles";
import { withMessages } from "@/lib/i18n/page-messages";

// The icon menu with search (/sysicon; /sys and /gridicon show the same page).

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("iconMenu");
  return { title: t("title") };
}

export default withMessages(["iconMenu", "tiles"], async function IconMenuPage() {
  const shell = await getShellProps();
  const tiles = orderTiles(visibleTiles(shell), shell.settings.tileOrder);
  return <IconMenu tiles={tiles} saveTo={shell.viewer?.loginUserType === "owner" ? "account" : "device"} />;
});
