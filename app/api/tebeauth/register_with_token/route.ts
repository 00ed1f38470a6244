import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { RegisterWithTokenInput } from "@/lib/tebeauth/schemas";
import { registerWithToken } from "@/lib/tebeauth/service";
import { replyWithCookies } from "@/lib/tebeauth/reply";

export const POST = handle(async (req) => replyWithCookies(await registerWithToken(req, await parseJson(req, RegisterWithTokenInput))));
