import { ViewFlagsPage } from "../../view";
import { withMessages } from "@/lib/i18n/page-messages";

export { generateMetadata } from "../../view";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /false/true: the home with view flags (see ../../view.tsx).
export default withMessages(
  ["addToChannel", "common", "dialogs", "library", "media", "player", "resume", "scanProgress", "videos"],
  async function Page({ searchParams }: Props) {
    return ViewFlagsPage({ twoPage: "false", playerView: "true", searchParams });
  },
);
