import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { FriendVisitInput } from "@/lib/guests/schemas";
import { OWNERS_ONLY, loginFriendHome } from "@/lib/guests/service";
import { replyWithCookies } from "@/lib/http/reply";

export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, body: FriendVisitInput }, async ({ caller, body, ctx }) => {
  return replyWithCookies(await loginFriendHome(caller, ctx, body));
});
