import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CategoryView } from "@/components/collections/CategoryView";
import { categorySegment, collectionViewer, decodeTitle } from "@/lib/collections/pages";
import { withMessages } from "@/lib/i18n/page-messages";

type Params = { params: Promise<{ params?: string[] }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const [, title] = (await params).params ?? [];
  return { title: decodeTitle(title) || (await getTranslations("collections"))("rootTitle") };
}

/** /ytdirview/{ytpath}/{dirname?}: the category view outside tebe view (calls /api_yt). */
export default withMessages(
  ["categories", "collections", "common", "dialogs", "videoGrid", "videoUnavailable", "videos"],
  async function CategoryDirPage({ params }: Params) {
    const [path] = (await params).params ?? [];
    const { editMode } = await collectionViewer("/ytdirview");
    return <CategoryView tebeView={false} enRelpath={categorySegment(path)} editMode={editMode} />;
  },
);
