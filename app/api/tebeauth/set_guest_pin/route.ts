import { route } from "@/lib/http/route";
import { SetGuestPinInput, GUESTS_ONLY } from "@/lib/guests/schemas";
import { setGuestPin } from "@/lib/guests/service";

export const POST = route({ roles: ["guest"], refusal: GUESTS_ONLY, body: SetGuestPinInput }, async ({ caller, body }) => {
  return setGuestPin(caller, body.pin);
});
