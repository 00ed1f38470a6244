import { handle } from "@/lib/http/handle";
import { requireOwner } from "@/lib/auth/session";
import { parseParams } from "@/lib/http/parse";
import { IdParams } from "@/lib/collections/schemas";
import { OWNERS_ONLY, deleteSection } from "@/lib/collections/service";

// GET deleteytdir/{folder_url}: deletes the category, its links and their references in channels.
export const GET = handle(async (req, ctx) => {
  const caller = await requireOwner(req, OWNERS_ONLY);
  const { id } = await parseParams(ctx, IdParams);
  return deleteSection(caller, id);
}, { changesOnGet: true });
