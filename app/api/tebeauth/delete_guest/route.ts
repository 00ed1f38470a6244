import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { GuestNameInput } from "@/lib/guests/schemas";
import { OWNERS_ONLY, deleteGuest } from "@/lib/guests/service";

export const POST = handle(async (req) => {
  const caller = await requireOwner(req, OWNERS_ONLY);
  return deleteGuest(caller, (await parseJson(req, GuestNameInput)).guest_name);
});
