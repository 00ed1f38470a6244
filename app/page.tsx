import { HeroScreen } from "@/components/shell/HeroScreen";
import { LandingPage } from "@/components/landing/LandingPage";
import { HomeSignIn } from "@/components/login/HomeSignIn";
import { FirstRunSetup } from "@/components/login/FirstRunSetup";
import { HomePages } from "@/components/home/HomePages";
import { getShellProps, loadHomePage } from "@/lib/shell/server";
import { directOpenPath, isForcedLanding } from "@/lib/shell/destinations";
import { redirect } from "next/navigation";
import { visibleTiles } from "@/lib/shell/tiles";
import { redirectFromLanding } from "@/lib/tebeauth/landing";
import { safeReturnPath } from "@/lib/auth/return-path";

type Query = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Home. On the tebe face the landing page (a signed-in visitor goes to the
// home screen, a registered signed-out one to the sign-in, unless stay=1 or
// forceLanding=1). On the home face a visitor signs in here (name, then key),
// or sets up the owner on first run; a signed-in user with auto-play channels
// gets the two home pages (the channel player, then the current channel's
// playlist), anyone else, or a forced landing (?forceLanding=1), the hero screen.
export default async function HomePage({ searchParams }: Query) {
  const query = await searchParams;
  const shell = await getShellProps();
  if (shell.deployType === "tebe") {
    await redirectFromLanding(shell, query);
    return <LandingPage viewerName={shell.viewer?.name ?? null} />;
  }
  const page = await loadHomePage(isForcedLanding(query.forceLanding));
  // ?paphotoid / ?pavideoid / ?pafolderid open that item for a signed-in viewer
  // (a visitor signs in first: the sign-in refreshes this same address).
  const direct = page.view === "hero" || page.view === "channels" ? directOpenPath(query) : null;
  if (direct) redirect(direct);
  switch (page.view) {
    case "setup":
      return <FirstRunSetup />;
    case "signIn":
      return <HomeSignIn returnTo={safeReturnPath(query.from)} />;
    case "channels":
      return <HomePages channels={page.channels} />;
    case "hero":
      return <HeroScreen tiles={visibleTiles(shell)} viewerName={shell.viewer?.name ?? null} playChannelsHref={page.canAutoPlay ? "/" : null} />;
  }
}

// The tebe face's landing page has its own title, description and Open Graph tags.
export { generateMetadata } from "@/lib/landing/metadata";
