import { libraryMetadata } from "../../../metadata";
import { RelayedHomeView } from "../../../relayed";
import { OpenedFileView } from "../../../views";
import { getConfig } from "@/lib/config";
import { withMessages } from "@/lib/i18n/page-messages";

export const generateMetadata = libraryMetadata;

type Params = { params: Promise<{ p_videoid: string }> };

// /hems_video/{p_videoid}/{p_relpath}: a home video by id (the relpath only names it for people).
const HemsVideo = withMessages(
  ["addToChannel", "common", "dialogs", "library", "media", "player", "resume", "scanProgress", "videos"],
  async function HemsVideo({ videoId }: { videoId: string }) {
    return <OpenedFileView address={`/hems_video/${videoId}`} file={videoId} kind="video" />;
  },
);

/** On the hosted (tebe) face, the video at the url-safe base64 relpath, through the home's agent (components/hems). */
export default async function HemsVideoPage({ params }: Params) {
  const { p_videoid } = await params;
  if (getConfig().deployType === "tebe") return <RelayedHomeView address={`/hems_video/${p_videoid}`} />;
  return <HemsVideo videoId={p_videoid} />;
}
