import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { FileNameBody } from "@/lib/channels/schemas";
import { getRandomState } from "@/lib/channels/service";

// POST getchannelrandomstate {file_name}: {random}.
export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return getRandomState(caller, await parseJson(req, FileNameBody));
});
