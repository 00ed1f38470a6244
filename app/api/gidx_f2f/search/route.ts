import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { parseJson } from "@/lib/http/parse";
import { SearchInput } from "@/lib/search/schemas";
import { search } from "@/lib/search/service";

// POST search {query, relpath?}: data maps en_relpath to the matching items, best first.
export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return search(caller, "f2f", await parseJson(req, SearchInput));
});
