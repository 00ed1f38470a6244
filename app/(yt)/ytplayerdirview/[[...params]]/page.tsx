import type { Metadata } from "next";
import { CategoryPlayer } from "@/components/collections/CategoryPlayer";
import { categorySegment, collectionViewer, decodeTitle } from "@/lib/collections/pages";
import { withMessages } from "@/lib/i18n/page-messages";

type Params = { params: Promise<{ params?: string[] }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const [, title] = (await params).params ?? [];
  return { title: decodeTitle(title) || "hems" };
}

/** /ytplayerdirview/{youtube id}/{title}/{ytpath?}/{dirname?}: the player outside tebe view (calls /api_yt). */
export default withMessages(
  ["categories", "collections", "common", "dialogs", "player", "videoGrid", "videoUnavailable", "videos"],
  async function CategoryPlayerPage({ params }: Params) {
    const [youtubeId = "", title, path] = (await params).params ?? [];
    const { editMode } = await collectionViewer("/ytplayerdirview");
    return <CategoryPlayer tebeView={false} youtubeId={youtubeId} title={decodeTitle(title)} enRelpath={categorySegment(path)} editMode={editMode} />;
  },
);
