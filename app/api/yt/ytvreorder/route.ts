import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { ReorderInput, OWNERS_ONLY } from "@/lib/collections/schemas";
import { reorderVideos } from "@/lib/collections/service";

// POST ytvreorder {en_relpath, youtube_ids}: the edit grid's drag order (not in the legacy
// catalogue, which has no way to keep a category's order).
export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, body: ReorderInput }, async ({ caller, body }) => {
  return reorderVideos(caller, body);
});
