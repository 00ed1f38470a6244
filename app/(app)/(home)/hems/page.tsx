import { libraryMetadata } from "../metadata";
import { RelayedHomeView } from "../relayed";
import { DirectoryHomeView } from "../views";
import { getConfig } from "@/lib/config";
import { withMessages } from "@/lib/i18n/page-messages";

export const generateMetadata = libraryMetadata;

type Query = Record<string, string | string[] | undefined>;

// /hems: My Home Medias, the directory home of this home's media roots.
const HemsHome = withMessages(
  ["addToChannel", "common", "dialogs", "library", "media", "player", "resume", "scanProgress", "videos"],
  async function HemsHome({ searchParams }: { searchParams: Promise<Query> }) {
    return <DirectoryHomeView address="/hems" query={await searchParams} />;
  },
);

/** On the hosted (tebe) face, the viewer's home browsed through its agent. */
export default async function HemsPage({ searchParams }: { searchParams: Promise<Query> }) {
  if (getConfig().deployType === "tebe") return <RelayedHomeView address="/hems" />;
  return <HemsHome searchParams={searchParams} />;
}
