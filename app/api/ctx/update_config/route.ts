import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { updateSettings } from "@/lib/settings/service";
import { UpdateConfigInput } from "@/lib/settings/schemas";

export const POST = handle(async (req) => updateSettings(await requireOwner(req), await parseJson(req, UpdateConfigInput)));
