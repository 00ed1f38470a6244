import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { PastedVideoBody } from "@/lib/articles/schemas";
import { ARTICLES_OWNERS_ONLY, pastedVideoInfo } from "@/lib/articles/service";

// POST /api_article/getpastedytvideoinfo {type: 1 online | 2 local, ytid, pastedUrl, relpath, file_name}:
// the card a link pasted into an editor's drop box becomes.
export const POST = route({ roles: OWNER, refusal: ARTICLES_OWNERS_ONLY, body: PastedVideoBody, readsOnly: true }, async ({ caller, body, ctx }) =>
  pastedVideoInfo(caller, body, ctx.locale),
);
