import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { SearchInput } from "@/lib/search/schemas";
import { search } from "@/lib/search/service";

// POST search {query, relpath?}: data maps en_relpath to the matching items, best first.
export const POST = route({ roles: VIEWERS, body: SearchInput, readsOnly: true }, async ({ caller, body, ctx }) => {
  return search(caller, "yt", body, ctx.locale);
});
