import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { IdTokenInput } from "@/lib/tebeauth/schemas";
import { loginWithIdToken } from "@/lib/tebeauth/service";
import { replyWithCookies } from "@/lib/tebeauth/reply";

export const POST = handle(async (req) => replyWithCookies(await loginWithIdToken(req, (await parseJson(req, IdTokenInput)).id_token)));
