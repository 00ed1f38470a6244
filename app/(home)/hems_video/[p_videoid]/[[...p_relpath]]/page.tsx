import { libraryMetadata } from "../../../metadata";
import { OpenedFileView } from "../../../views";
import { withMessages } from "@/lib/i18n/page-messages";

export const generateMetadata = libraryMetadata;

// /hems_video/{p_videoid}/{p_relpath}: a home video by id (the relpath only names it for people).
export default withMessages(
  ["addToChannel", "common", "dialogs", "library", "media", "player", "resume", "scanProgress", "videos"],
  async function HemsVideoPage({ params }: { params: Promise<{ p_videoid: string }> }) {
    const { p_videoid } = await params;
    return <OpenedFileView address={`/hems_video/${p_videoid}`} file={p_videoid} kind="video" />;
  },
);
