import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { RenameParams, OWNERS_ONLY } from "@/lib/collections/schemas";
import { renameSection } from "@/lib/collections/service";

// GET updateytdir/{folder_url}/{b64 name}: renames the category; data.folder_url is its new address.
export const GET = route({ roles: OWNER, refusal: OWNERS_ONLY, params: RenameParams, changesOnGet: true }, async ({ caller, params }) => {
  const { id, name } = params;
  return renameSection(caller, id, name);
});
