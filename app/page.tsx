import { LandingPage } from "@/components/landing/LandingPage";
import { getShellProps } from "@/lib/shell/server";
import { redirectFromLanding } from "@/lib/tebeauth/landing";
import { googleClientId } from "@/lib/tebeauth/service";
import { PageProviders } from "@/components/home/lazy";
import { HomeFacePage } from "./home-page";
import { withMessages } from "@/lib/i18n/page-messages";

// The landing page's one client part is its carousel.
const Landing = withMessages(["landing"], LandingPage);

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
    return <Landing viewerName={shell.viewer?.name ?? null} googleConfigured={!!googleClientId().client_id} />;
  }
  return <PageProviders>{await HomeFacePage({ query })}</PageProviders>;
}

// The tebe face's landing page has its own title, description and Open Graph tags.
export { generateMetadata } from "@/lib/landing/metadata";
