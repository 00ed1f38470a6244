import { libraryMetadata } from "../../metadata";
import { OpenedFileView } from "../../views";
import { withMessages } from "@/lib/i18n/page-messages";

export const generateMetadata = libraryMetadata;

// /photo/{paphotoid or encoded relpath}: the photo in the slideshow, its folder below.
export default withMessages(
  ["addToChannel", "common", "dialogs", "library", "media", "player", "resume", "scanProgress", "videos"],
  async function PhotoPage({ params }: { params: Promise<{ paphotoid: string }> }) {
    const { paphotoid } = await params;
    return <OpenedFileView address={`/photo/${paphotoid}`} file={paphotoid} kind="photo" />;
  },
);
