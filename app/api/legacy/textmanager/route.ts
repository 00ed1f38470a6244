import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { TextManagerBody } from "@/lib/articles/schemas";
import { ARTICLES_OWNERS_ONLY, textManagerSave } from "@/lib/articles/service";

// POST /textmanager {type: "save_article", article_path, article_id, article_title, article}:
// the legacy save, with the rules and storage of savenewarticle / updatearticle.
export const POST = route({ roles: OWNER, refusal: ARTICLES_OWNERS_ONLY, body: TextManagerBody }, async ({ caller, body }) => textManagerSave(caller, body));
