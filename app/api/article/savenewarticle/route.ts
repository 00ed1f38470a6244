import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { SaveNewArticleBody } from "@/lib/articles/schemas";
import { ARTICLES_OWNERS_ONLY, saveNewArticle } from "@/lib/articles/service";

// POST /api_article/savenewarticle {relpath, article_content, brief, medias}: a new article (data.file_id, data.article_uuid).
export const POST = route({ roles: OWNER, refusal: ARTICLES_OWNERS_ONLY, body: SaveNewArticleBody }, async ({ caller, body }) => saveNewArticle(caller, body));
