import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { AllArticlesParams } from "@/lib/articles/schemas";
import { getAllArticles } from "@/lib/articles/service";

// GET /api_article/getallarticles[/{x}]: the home's articles, newest first
// [{file_name, file_brief, createtime, file_owner, uuid}]; {x}: only those of that folder.
export const GET = route({ roles: VIEWERS, params: AllArticlesParams }, async ({ caller, params }) => {
  return getAllArticles(caller, params.x?.length ? params.x.join("/") : null);
});
