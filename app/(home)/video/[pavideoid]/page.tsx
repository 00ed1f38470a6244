import { libraryMetadata } from "../../metadata";
import { OpenedFileView } from "../../views";
import { withMessages } from "@/lib/i18n/page-messages";

export const generateMetadata = libraryMetadata;

// /video/{pavideoid or en_video_relpath}: the video in the player, its folder below.
export default withMessages(
  ["addToChannel", "common", "dialogs", "library", "media", "player", "resume", "scanProgress", "videos"],
  async function VideoPage({ params }: { params: Promise<{ pavideoid: string }> }) {
    const { pavideoid } = await params;
    return <OpenedFileView address={`/video/${pavideoid}`} file={pavideoid} kind="video" />;
  },
);
