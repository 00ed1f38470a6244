import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { FriendVisitInput } from "@/lib/guests/schemas";
import { OWNERS_ONLY, loginFriendHome } from "@/lib/guests/service";
import { replyWithCookies } from "@/lib/guests/reply";

export const POST = handle(async (req) => {
  const caller = await requireOwner(req, OWNERS_ONLY);
  return replyWithCookies(await loginFriendHome(caller, req, await parseJson(req, FriendVisitInput)));
});
