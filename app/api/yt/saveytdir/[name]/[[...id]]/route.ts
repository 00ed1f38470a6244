import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { NameParams, OWNERS_ONLY } from "@/lib/collections/schemas";
import { saveSection } from "@/lib/collections/service";

// GET saveytdir/{b64 name}[/{parent}]: a new category. Categories are one level deep, so the
// optional parent segment of the legacy call is accepted and not used.
export const GET = route({ roles: OWNER, refusal: OWNERS_ONLY, params: NameParams, changesOnGet: true }, async ({ caller, params }) => {
  const { name } = params;
  return saveSection(caller, name);
});
