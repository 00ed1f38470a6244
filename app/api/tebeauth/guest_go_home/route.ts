import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { GoHomeInput } from "@/lib/guests/schemas";
import { guestGoHome } from "@/lib/guests/service";
import { replyWithCookies } from "@/lib/guests/reply";

export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return replyWithCookies(await guestGoHome(caller, req, (await parseJson(req, GoHomeInput)).guest_token));
});
