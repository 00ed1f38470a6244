import { handle } from "@/lib/http/handle";
import { requireOwner } from "@/lib/auth/session";
import { parseJson } from "@/lib/http/parse";
import { ReorderInput } from "@/lib/collections/schemas";
import { OWNERS_ONLY, reorderVideos } from "@/lib/collections/service";

// POST ytvreorder {en_relpath, youtube_ids}: the edit grid's drag order (not in the legacy
// catalogue, which has no way to keep a category's order).
export const POST = handle(async (req) => {
  const caller = await requireOwner(req, OWNERS_ONLY);
  return reorderVideos(caller, await parseJson(req, ReorderInput));
});
