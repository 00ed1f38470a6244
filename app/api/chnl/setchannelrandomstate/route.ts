import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { RandomBody } from "@/lib/channels/schemas";
import { OWNERS_ONLY, setRandomState } from "@/lib/channels/service";

// POST setchannelrandomstate {file_name, random}: owners only.
export const POST = handle(async (req) => {
  const caller = await requireOwner(req, OWNERS_ONLY);
  return setRandomState(caller, await parseJson(req, RandomBody));
});
