import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { FriendVisitInput, OWNERS_ONLY } from "@/lib/guests/schemas";
import { loginFriendHome } from "@/lib/guests/service";
import { replyWithCookies } from "@/lib/http/reply";

export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, body: FriendVisitInput }, async ({ caller, body, ctx }) => {
  return replyWithCookies(await loginFriendHome(caller, ctx, body));
});
