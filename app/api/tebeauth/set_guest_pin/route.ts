import { route } from "@/lib/http/route";
import { SetGuestPinInput } from "@/lib/guests/schemas";
import { GUESTS_ONLY, setGuestPin } from "@/lib/guests/service";

export const POST = route({ roles: ["guest"], refusal: GUESTS_ONLY, body: SetGuestPinInput }, async ({ caller, body }) => {
  return setGuestPin(caller, body.pin);
});
