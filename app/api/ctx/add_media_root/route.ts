import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { MEDIA_ROOTS_OWNERS_ONLY, addMediaRoot } from "@/lib/media/service";
import { AddMediaRootInput } from "@/lib/media/schemas";

// POST /api_ctx/add_media_root {name, path}: adds a folder of the server as a media root (owner).
export const POST = route({ roles: OWNER, refusal: MEDIA_ROOTS_OWNERS_ONLY, body: AddMediaRootInput }, async ({ caller, body }) => addMediaRoot(caller, body));
