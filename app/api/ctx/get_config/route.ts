import { route } from "@/lib/http/route";
import { getSettings } from "@/lib/settings/service";

export const GET = route({ roles: "anyone" }, async ({ caller }) => getSettings(caller));
