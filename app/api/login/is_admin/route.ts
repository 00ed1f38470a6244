import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { getCaller } from "@/lib/auth/session";
import { IsAdminInput } from "@/lib/tebeauth/schemas";
import { isAdmin } from "@/lib/tebeauth/service";

export const POST = handle(async (req) => isAdmin(await getCaller(req), (await parseJson(req, IsAdminInput)).username));
