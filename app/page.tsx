import { HeroScreen } from "@/components/shell/HeroScreen";
import { HomeSignIn } from "@/components/login/HomeSignIn";
import { FirstRunSetup } from "@/components/login/FirstRunSetup";
import { getShellProps } from "@/lib/shell/server";
import { visibleTiles } from "@/lib/shell/tiles";
import { needsFirstRunSetup } from "@/lib/accounts/setup";

// Home. On the home face a visitor signs in here (name, then key), or sets up
// the owner on first run; a signed-in user sees the hero screen until the
// channel home pages arrive. The tebe landing page takes over in its own issue.
export default async function HomePage() {
  const shell = await getShellProps();
  if (!shell.viewer && shell.deployType === "home") {
    return (await needsFirstRunSetup()) ? <FirstRunSetup /> : <HomeSignIn />;
  }
  return <HeroScreen tiles={visibleTiles(shell)} viewerName={shell.viewer?.name ?? null} />;
}
