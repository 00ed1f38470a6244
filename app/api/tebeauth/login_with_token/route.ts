import { route } from "@/lib/http/route";
import { IdTokenInput } from "@/lib/tebeauth/schemas";
import { loginWithIdToken } from "@/lib/tebeauth/service";
import { replyWithCookies } from "@/lib/http/reply";

export const POST = route({ roles: "anyone", body: IdTokenInput }, async ({ body, req }) => replyWithCookies(await loginWithIdToken(req, (body).id_token)));
