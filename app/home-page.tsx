import "server-only";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getConfig } from "@/lib/config";
import { HeroScreen } from "@/components/shell/HeroScreen";
import { FirstRunSetup, HomePages, HomeSignIn } from "@/components/home/lazy";
import type { HomePageNumber } from "@/components/home/HomePages";
import { getShellProps, loadHomePage } from "@/lib/shell/server";
import { directOpenPath, isForcedLanding } from "@/lib/shell/destinations";
import { visibleTiles } from "@/lib/shell/tiles";
import { homeSignInPath } from "@/lib/auth/gate";
import { safeReturnPath } from "@/lib/auth/return-path";
import { TebeHomeView } from "./(app)/tbhome/page";
import { withMessages } from "@/lib/i18n/page-messages";

type Query = Record<string, string | string[] | undefined>;

/**
 * The home face's home page, shared by `/`, `/home` and the home page's own
 * pages. `/` and `/home` show the sign-in (or first-run setup) to a visitor, and
 * to a signed-in viewer the two home pages when auto-play channels exist, else
 * the hero screen. `/page1` and `/page2` open the home pages at page 1 (the
 * channel player) or page 2 (the current channel's playlist); `/page3` is the
 * home page's third view, the hero screen with every feature (what a forced
 * landing shows). A visitor asking for a page is sent to the sign-in, which
 * returns there.
 */
export const HomeFacePage = withMessages(
  ["channels", "common", "hero", "homePages", "login", "player", "setup", "signInWait", "tebeHome", "tiles", "videoUnavailable"],
  async function HomeFacePage({ query, page }: { query: Query; page?: HomePageNumber | 3 }) {
    const shell = await getShellProps();
    const forceHero = page === 3 || isForcedLanding(query.forceLanding);
    const home = await loadHomePage(forceHero);
    if (page && (home.view === "setup" || home.view === "signIn")) redirect(homeSignInPath(`/page${page}`));
    // ?paphotoid / ?pavideoid / ?pafolderid open that item for a signed-in viewer
    // (a visitor signs in first: the sign-in refreshes this same address).
    const direct = home.view === "hero" || home.view === "channels" ? directOpenPath(query) : null;
    if (direct) redirect(direct);
    switch (home.view) {
      case "setup":
        return <FirstRunSetup />;
      case "signIn":
        return <HomeSignIn returnTo={safeReturnPath(query.from)} />;
      case "channels":
        return <HomePages channels={home.channels} startPage={page === 2 ? 2 : 1} />;
      case "hero":
        return <HeroScreen tiles={visibleTiles(shell)} viewerName={shell.viewer?.name ?? null} playChannelsHref={home.canAutoPlay ? "/" : null} />;
    }
  },
);

/** /page1, /page2, /page3: the home page at that page on the home face; the tebe face's home screen. */
export async function HomeNumberedPage({ page, searchParams }: { page: HomePageNumber | 3; searchParams: Promise<Query> }) {
  if (getConfig().deployType === "tebe") return TebeHomeView({ address: `/page${page}` });
  return HomeFacePage({ query: await searchParams, page });
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("routes"))("homeTitle") };
}
