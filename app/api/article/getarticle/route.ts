import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { GetArticleBody } from "@/lib/articles/schemas";
import { getArticle } from "@/lib/articles/service";

// POST /api_article/getarticle {relpath, file_id}: data.content (the clean
// HTML) and data.anchor_media [{anchor_name, media_list}] (the drop boxes' cards).
export const POST = route({ roles: VIEWERS, body: GetArticleBody, readsOnly: true }, async ({ caller, body }) => getArticle(caller, body.file_id));
