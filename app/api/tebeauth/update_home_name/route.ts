import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { OWNER_ONLY_SETTINGS, UpdateHomeNameInput } from "@/lib/homesettings/schemas";
import { updateHomeName } from "@/lib/homesettings/service";

export const POST = route({ roles: OWNER, refusal: OWNER_ONLY_SETTINGS, body: UpdateHomeNameInput }, async ({ caller, body }) => {
  return updateHomeName(caller, body.home_name);
});
