import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CategoryView } from "@/components/collections/CategoryView";
import { collectionViewer } from "@/lib/collections/pages";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("collections"))("rootTitle") };
}

/** /youtubeview: where the YouTube Videos tile leads outside tebe view, the top of the category view (calls /api_yt). */
export default withMessages(["categories", "collections", "common", "dialogs", "videoGrid", "videoUnavailable", "videos"], async function YoutubeViewPage() {
  const { editMode } = await collectionViewer("/youtubeview");
  return <CategoryView tebeView={false} editMode={editMode} />;
});
