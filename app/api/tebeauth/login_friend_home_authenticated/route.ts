import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { FriendVisitInput } from "@/lib/guests/schemas";
import { loginFriendHome } from "@/lib/guests/service";
import { replyWithCookies } from "@/lib/guests/reply";

export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return replyWithCookies(await loginFriendHome(caller, req, await parseJson(req, FriendVisitInput)));
});
