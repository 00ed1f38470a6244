import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ArticleReader } from "@/components/articles/ArticleReader";
import { articlePageCaller } from "@/lib/articles/page-data";
import { loadArticle } from "@/lib/articles/view";
import { TestRoutesDisabled, testRoutesEnabled } from "../../../gate";
import { withMessages } from "@/lib/i18n/page-messages";

type Props = { params: Promise<{ file_name: string; relpath?: string[] }> };

export async function generateMetadata() {
  return { title: (await getTranslations("articles"))("title") };
}

// /test/article/{file_name}/{relpath?}: the test route of an article (its
// id), only while TEST_ROUTES is on (documents: otherwise 'Test routes are disabled.').
export default withMessages(["articles", "common", "videoUnavailable", "videos"], async function TestArticlePage({ params }: Props) {
  if (!testRoutesEnabled()) return TestRoutesDisabled();
  const { file_name: id } = await params;
  const { viewer, caller } = await articlePageCaller(`/test/article/${encodeURIComponent(id)}`);
  const loaded = await loadArticle(caller, id);
  if (!loaded) notFound();
  return <ArticleReader {...loaded} isOwner={viewer.loginUserType === "owner"} />;
});
