import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { OWNER_ONLY_SETTINGS, UpdateOwnerNameInput } from "@/lib/homesettings/schemas";
import { updateOwnerName } from "@/lib/homesettings/service";

export const POST = route({ roles: OWNER, refusal: OWNER_ONLY_SETTINGS, body: UpdateOwnerNameInput }, async ({ caller, body }) => {
  return updateOwnerName(caller, body.owner_name);
});
