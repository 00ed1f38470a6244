import { HeroScreen } from "@/components/shell/HeroScreen";
import { HomeSignIn } from "@/components/login/HomeSignIn";
import { FirstRunSetup } from "@/components/login/FirstRunSetup";
import { getShellProps } from "@/lib/shell/server";
import { visibleTiles } from "@/lib/shell/tiles";
import { needsFirstRunSetup } from "@/lib/accounts/setup";
import { redirectFromLanding } from "@/lib/tebeauth/landing";

type Query = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Home. On the home face a visitor signs in here (name, then key), or sets up
// the owner on first run; a signed-in user sees the hero screen until the
// channel home pages arrive. The tebe landing page takes over in its own issue.
export default async function HomePage({ searchParams }: Query) {
  const shell = await getShellProps();
  if (shell.deployType === "tebe") {
    // Signed in: the home screen; registered and signed out: the sign-in; unless stay=1 or forceLanding=1.
    await redirectFromLanding(shell, await searchParams);
    return <HeroScreen tiles={visibleTiles(shell)} viewerName={shell.viewer?.name ?? null} signInHref="/tblogin" />;
  }
  if (!shell.viewer && shell.deployType === "home") {
    return (await needsFirstRunSetup()) ? <FirstRunSetup /> : <HomeSignIn />;
  }
  return <HeroScreen tiles={visibleTiles(shell)} viewerName={shell.viewer?.name ?? null} />;
}
