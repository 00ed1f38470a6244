import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { MEDIA_ROOTS_OWNERS_ONLY, addMediaRoot } from "@/lib/media/service";
import { AddMediaRootInput } from "@/lib/media/schemas";

// POST /api_ctx/add_media_root {name, path}: adds a folder of the server as a media root (owner).
export const POST = handle(async (req) => addMediaRoot(await requireOwner(req, MEDIA_ROOTS_OWNERS_ONLY), await parseJson(req, AddMediaRootInput)));
