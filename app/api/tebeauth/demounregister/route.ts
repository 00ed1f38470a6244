import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { EmailCredentialsInput } from "@/lib/tebeauth/schemas";
import { demoUnregister } from "@/lib/tebeauth/service";
import { replyWithCookies } from "@/lib/tebeauth/reply";

export const POST = handle(async (req) => replyWithCookies(await demoUnregister(req, await parseJson(req, EmailCredentialsInput))));
