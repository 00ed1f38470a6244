import { handle } from "@/lib/http/handle";
import { requireOwner } from "@/lib/auth/session";
import { parseParams } from "@/lib/http/parse";
import { RenameParams } from "@/lib/collections/schemas";
import { OWNERS_ONLY, renameSection } from "@/lib/collections/service";

// GET updateytdir/{folder_url}/{b64 name}: renames the category; data.folder_url is its new address.
export const GET = handle(async (req, ctx) => {
  const caller = await requireOwner(req, OWNERS_ONLY);
  const { id, name } = await parseParams(ctx, RenameParams);
  return renameSection(caller, id, name);
}, { changesOnGet: true });
