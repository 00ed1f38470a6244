import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ArticleEditor } from "@/components/articles/ArticleEditor";
import { ArticleList } from "@/components/articles/ArticleList";
import { listForPage } from "@/lib/articles/list-page";
import { articlePageCaller } from "@/lib/articles/page-data";
import { loadArticle } from "@/lib/articles/view";
import { withMessages } from "@/lib/i18n/page-messages";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  return { title: (await getTranslations("articles"))("title") };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// /article: the article list; with param_file_id and param_relpath (documents:
// the editor's route parameters) the editor, of a new article when the id is
// empty. Only the owner edits.
export default withMessages(["articles", "common", "videoUnavailable", "videos"], async function ArticlePage({ searchParams }: Props) {
  const query = await searchParams;
  const fileId = one(query.param_file_id);
  const relpath = one(query.param_relpath) ?? "";
  const { viewer, caller } = await articlePageCaller("/article");
  const isOwner = viewer.loginUserType === "owner";
  if (fileId === undefined && !one(query.param_relpath)) return <ArticleList items={await listForPage(caller)} isOwner={isOwner} />;
  if (!isOwner) notFound();
  if (!fileId) return <ArticleEditor key="new" initial={null} relpath={relpath} />;
  const loaded = await loadArticle(caller, fileId);
  if (!loaded) notFound();
  return <ArticleEditor key={fileId} initial={loaded} relpath={relpath || loaded.article.relpath} />;
});
