import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { GuestNameInput, OWNERS_ONLY } from "@/lib/guests/schemas";
import { deleteGuest } from "@/lib/guests/service";

export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, body: GuestNameInput }, async ({ caller, body }) => {
  return deleteGuest(caller, body.guest_name);
});
