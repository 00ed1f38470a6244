import { getTranslations } from "next-intl/server";
import { ArticleList } from "@/components/articles/ArticleList";
import { listForPage } from "@/lib/articles/list-page";
import { articlePageCaller } from "@/lib/articles/page-data";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("articles"))("title") };
}

// /articlelist: the home's articles, newest first.
export default withMessages(["articles"], async function ArticleListPage() {
  const { viewer, caller } = await articlePageCaller("/articlelist");
  return <ArticleList items={await listForPage(caller)} isOwner={viewer.loginUserType === "owner"} />;
});
