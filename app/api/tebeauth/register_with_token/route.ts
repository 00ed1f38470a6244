import { route } from "@/lib/http/route";
import { RegisterWithTokenInput } from "@/lib/tebeauth/schemas";
import { registerWithToken } from "@/lib/tebeauth/service";
import { replyWithCookies } from "@/lib/http/reply";

export const POST = route({ roles: "anyone", body: RegisterWithTokenInput }, async ({ body, ctx }) => replyWithCookies(await registerWithToken(ctx, body)));
