import { route } from "@/lib/http/route";
import { EmailCredentialsInput } from "@/lib/tebeauth/schemas";
import { loginWithEmail } from "@/lib/tebeauth/service";
import { replyWithCookies } from "@/lib/http/reply";

export const POST = route({ roles: "anyone", body: EmailCredentialsInput }, async ({ body, ctx }) => replyWithCookies(await loginWithEmail(ctx, body)));
