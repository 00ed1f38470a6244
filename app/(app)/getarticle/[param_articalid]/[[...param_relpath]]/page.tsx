import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ArticleReader } from "@/components/articles/ArticleReader";
import { articlePageCaller } from "@/lib/articles/page-data";
import { loadArticle } from "@/lib/articles/view";
import { withMessages } from "@/lib/i18n/page-messages";

type Props = { params: Promise<{ param_articalid: string; param_relpath?: string[] }> };

export async function generateMetadata() {
  return { title: (await getTranslations("articles"))("title") };
}

// /getarticle/{param_articalid}/{param_relpath?}: an article, rendered on the
// server with its cards; everyone in the home reads it, its owner may edit.
export default withMessages(["articles", "common", "videoUnavailable", "videos"], async function GetArticlePage({ params }: Props) {
  const { param_articalid: id } = await params;
  const { viewer, caller } = await articlePageCaller(`/getarticle/${encodeURIComponent(id)}`);
  const loaded = await loadArticle(caller, id);
  if (!loaded) notFound();
  return <ArticleReader {...loaded} isOwner={viewer.loginUserType === "owner"} />;
});
