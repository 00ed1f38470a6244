import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireRole } from "@/lib/auth/session";
import { SetGuestPinInput } from "@/lib/guests/schemas";
import { GUESTS_ONLY, setGuestPin } from "@/lib/guests/service";

export const POST = handle(async (req) => {
  const caller = await requireRole(req, ["guest"], GUESTS_ONLY);
  return setGuestPin(caller, (await parseJson(req, SetGuestPinInput)).pin);
});
