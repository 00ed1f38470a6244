import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { updateSettings } from "@/lib/settings/service";
import { UpdateConfigInput } from "@/lib/settings/schemas";

export const POST = route({ roles: OWNER, body: UpdateConfigInput }, async ({ caller, body }) => updateSettings(caller, body));
