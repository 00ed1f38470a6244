import { handle } from "@/lib/http/handle";
import { getCaller } from "@/lib/auth/session";
import { getSettings } from "@/lib/settings/service";

export const GET = handle(async (req) => getSettings(await getCaller(req)));
