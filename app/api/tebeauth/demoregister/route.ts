import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { EmailRegisterInput } from "@/lib/tebeauth/schemas";
import { demoRegister } from "@/lib/tebeauth/service";
import { replyWithCookies } from "@/lib/tebeauth/reply";

export const POST = handle(async (req) => replyWithCookies(await demoRegister(req, await parseJson(req, EmailRegisterInput))));
