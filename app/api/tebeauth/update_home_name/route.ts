import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { UpdateHomeNameInput } from "@/lib/homesettings/schemas";
import { updateHomeName } from "@/lib/homesettings/service";

export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return updateHomeName(caller, (await parseJson(req, UpdateHomeNameInput)).home_name);
});
