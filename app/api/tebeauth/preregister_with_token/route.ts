import { route } from "@/lib/http/route";
import { IdTokenInput } from "@/lib/tebeauth/schemas";
import { preregisterWithIdToken } from "@/lib/tebeauth/service";
import { replyWithCookies } from "@/lib/http/reply";

export const POST = route({ roles: "anyone", body: IdTokenInput }, async ({ body, ctx }) => replyWithCookies(await preregisterWithIdToken(ctx, body.id_token)));
