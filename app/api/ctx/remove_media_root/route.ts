import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { MEDIA_ROOTS_OWNERS_ONLY, removeMediaRoot } from "@/lib/media/service";
import { RemoveMediaRootInput } from "@/lib/media/schemas";

// POST /api_ctx/remove_media_root {name}: removes a media root added in settings (owner).
export const POST = handle(async (req) => removeMediaRoot(await requireOwner(req, MEDIA_ROOTS_OWNERS_ONLY), await parseJson(req, RemoveMediaRootInput)));
