import { route } from "@/lib/http/route";
import { EmailRegisterInput } from "@/lib/tebeauth/schemas";
import { demoRegister } from "@/lib/tebeauth/service";
import { replyWithCookies } from "@/lib/http/reply";

export const POST = route({ roles: "anyone", body: EmailRegisterInput }, async ({ body, ctx }) => replyWithCookies(await demoRegister(ctx, body)));
