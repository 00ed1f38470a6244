import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { AddGuestInput, OWNERS_ONLY } from "@/lib/guests/schemas";
import { addGuest } from "@/lib/guests/service";

export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, body: AddGuestInput }, async ({ caller, body }) => {
  return addGuest(caller, body);
});
