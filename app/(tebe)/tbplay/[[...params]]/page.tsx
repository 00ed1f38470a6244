import type { Metadata } from "next";
import { CategoryPlayer } from "@/components/collections/CategoryPlayer";
import { categorySegment, collectionViewer, decodeTitle } from "@/lib/collections/pages";
import { withMessages } from "@/lib/i18n/page-messages";

type Params = { params: Promise<{ params?: string[] }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const [, title] = (await params).params ?? [];
  return { title: decodeTitle(title) || "hems" };
}

/** /tbplay/{youtube id}/{b64 title}/{path?}/{dirname?}: the tebe player. */
export default withMessages(
  ["categories", "collections", "common", "dialogs", "player", "videoGrid", "videoUnavailable", "videos"],
  async function TebePlayerPage({ params }: Params) {
    const [youtubeId = "", title, path] = (await params).params ?? [];
    const { editMode } = await collectionViewer("/tbplay");
    return <CategoryPlayer tebeView youtubeId={youtubeId} title={decodeTitle(title)} enRelpath={categorySegment(path)} editMode={editMode} />;
  },
);
