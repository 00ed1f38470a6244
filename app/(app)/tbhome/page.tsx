import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TebeHome } from "@/components/tebehome/TebeHome";
import { getHomeScreen } from "@/lib/homesettings/service";
import { tebeHomeTiles } from "@/lib/shell/tiles";
import { requirePageCaller } from "../(home)/load";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("tebeHome"))("title") };
}

/**
 * The tebe home screen at `address` (/tbhome; /home and the home page's pages
 * on the tebe face): the wallpaper of the home the viewer is in, with YouTube
 * Videos, Channels and, for admins, Settings. Nobody signed in: the sign-in.
 */
export const TebeHomeView = withMessages(["tebeHome", "tiles"], async function TebeHomeView({ address }: { address: string }) {
  const caller = await requirePageCaller(address);
  const screen = await getHomeScreen(caller);
  return <TebeHome tiles={tebeHomeTiles(caller.isAdmin)} wallpaper={screen.wallpaper} homeName={screen.home_name} />;
});

/** /tbhome, the tebe home screen (onboarding, sign-in and going home end here). */
export default async function TebeHomePage() {
  return TebeHomeView({ address: "/tbhome" });
}
