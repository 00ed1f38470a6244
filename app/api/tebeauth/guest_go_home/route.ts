import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireRole } from "@/lib/auth/session";
import { GoHomeInput } from "@/lib/guests/schemas";
import { GO_HOME_FAILED, guestGoHome } from "@/lib/guests/service";
import { replyWithCookies } from "@/lib/guests/reply";

export const POST = handle(async (req) => {
  const caller = await requireRole(req, ["registered_guest"], GO_HOME_FAILED);
  return replyWithCookies(await guestGoHome(caller, req, (await parseJson(req, GoHomeInput)).guest_token));
});
