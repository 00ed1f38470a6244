import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { UpdateArticleBody } from "@/lib/articles/schemas";
import { ARTICLES_OWNERS_ONLY, updateArticle } from "@/lib/articles/service";

// POST /api_article/updatearticle {file_id, relpath, article_content, medias}: replaces an article's text and cards.
export const POST = route({ roles: OWNER, refusal: ARTICLES_OWNERS_ONLY, body: UpdateArticleBody }, async ({ caller, body }) => updateArticle(caller, body));
