import { route } from "@/lib/http/route";
import { IdTokenInput } from "@/lib/tebeauth/schemas";
import { preregisterWithIdToken } from "@/lib/tebeauth/service";
import { replyWithCookies } from "@/lib/http/reply";

export const POST = route({ roles: "anyone", body: IdTokenInput }, async ({ body, req }) => replyWithCookies(await preregisterWithIdToken(req, (body).id_token)));
