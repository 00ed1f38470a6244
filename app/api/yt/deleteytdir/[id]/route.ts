import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { IdParams, OWNERS_ONLY } from "@/lib/collections/schemas";
import { deleteSection } from "@/lib/collections/service";

// GET deleteytdir/{folder_url}: deletes the category, its links and their references in channels.
export const GET = route({ roles: OWNER, refusal: OWNERS_ONLY, params: IdParams, changesOnGet: true }, async ({ caller, params }) => {
  const { id } = params;
  return deleteSection(caller, id);
});
