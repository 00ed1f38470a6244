import { libraryMetadata } from "../../metadata";
import { OpenedFileView } from "../../views";

export const generateMetadata = libraryMetadata;

// /video/{pavideoid or en_video_relpath}: the video in the player, its folder below.
export default async function VideoPage({ params }: { params: Promise<{ pavideoid: string }> }) {
  const { pavideoid } = await params;
  return <OpenedFileView address={`/video/${pavideoid}`} file={pavideoid} kind="video" />;
}
