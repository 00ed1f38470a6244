import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { AddGuestInput } from "@/lib/guests/schemas";
import { OWNERS_ONLY, addGuest } from "@/lib/guests/service";

export const POST = handle(async (req) => {
  const caller = await requireOwner(req, OWNERS_ONLY);
  return addGuest(caller, await parseJson(req, AddGuestInput));
});
