import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { GuestNameInput } from "@/lib/guests/schemas";
import { deleteGuest } from "@/lib/guests/service";

export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return deleteGuest(caller, (await parseJson(req, GuestNameInput)).guest_name);
});
