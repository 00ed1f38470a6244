import { HeroScreen } from "@/components/shell/HeroScreen";
import { getShellProps } from "@/lib/shell/server";
import { visibleTiles } from "@/lib/shell/tiles";

// Home. For now the hero screen; the name/key sign-in steps and the tebe landing
// page take over here in their own issue.
export default async function HomePage() {
  const shell = await getShellProps();
  return <HeroScreen tiles={visibleTiles(shell)} viewerName={shell.viewer?.name ?? null} />;
}
