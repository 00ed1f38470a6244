import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { MEDIA_ROOTS_OWNERS_ONLY, removeMediaRoot } from "@/lib/media/service";
import { RemoveMediaRootInput } from "@/lib/media/schemas";

// POST /api_ctx/remove_media_root {name}: removes a media root added in settings (owner).
export const POST = route({ roles: OWNER, refusal: MEDIA_ROOTS_OWNERS_ONLY, body: RemoveMediaRootInput }, async ({ caller, body }) =>
  removeMediaRoot(caller, body),
);
