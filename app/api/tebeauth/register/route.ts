import { route } from "@/lib/http/route";
import { EmailRegisterInput } from "@/lib/tebeauth/schemas";
import { registerWithEmail } from "@/lib/tebeauth/service";
import { replyWithCookies } from "@/lib/http/reply";

export const POST = route({ roles: "anyone", body: EmailRegisterInput }, async ({ body, ctx }) => replyWithCookies(await registerWithEmail(ctx, body)));
