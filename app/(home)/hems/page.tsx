import { libraryMetadata } from "../metadata";
import { DirectoryHomeView } from "../views";
import { withMessages } from "@/lib/i18n/page-messages";

export const generateMetadata = libraryMetadata;

// /hems: My Home Medias, the directory home of this home's media roots.
export default withMessages(
  ["addToChannel", "common", "dialogs", "library", "media", "player", "resume", "scanProgress", "videos"],
  async function HemsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
    return <DirectoryHomeView address="/hems" query={await searchParams} />;
  },
);
