import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { RandomBody } from "@/lib/channels/schemas";
import { setRandomState } from "@/lib/channels/service";

// POST setchannelrandomstate {file_name, random}: owners only.
export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return setRandomState(caller, await parseJson(req, RandomBody));
});
