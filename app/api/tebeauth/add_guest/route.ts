import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { AddGuestInput } from "@/lib/guests/schemas";
import { addGuest } from "@/lib/guests/service";

export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return addGuest(caller, await parseJson(req, AddGuestInput));
});
