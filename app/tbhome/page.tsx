import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TebeHome } from "@/components/tebehome/TebeHome";
import { getHomeScreen } from "@/lib/homesettings/service";
import { tebeHomeTiles } from "@/lib/shell/tiles";
import { requirePageCaller } from "../(home)/load";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("tebeHome"))("title") };
}

/**
 * /tbhome, the tebe home screen (onboarding, sign-in and going home end
 * here): the wallpaper of the home the viewer is in, with YouTube Videos,
 * Channels and, for admins, Settings. Nobody signed in: the sign-in.
 */
export default async function TebeHomePage() {
  const caller = await requirePageCaller("/tbhome");
  const screen = await getHomeScreen(caller);
  return <TebeHome tiles={tebeHomeTiles(caller.isAdmin)} wallpaper={screen.wallpaper} homeName={screen.home_name} />;
}
