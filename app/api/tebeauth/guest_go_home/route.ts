import { route } from "@/lib/http/route";
import { GoHomeInput, GO_HOME_FAILED } from "@/lib/guests/schemas";
import { guestGoHome } from "@/lib/guests/service";
import { replyWithCookies } from "@/lib/http/reply";

export const POST = route({ roles: ["registered_guest"], refusal: GO_HOME_FAILED, body: GoHomeInput }, async ({ caller, body, ctx }) => {
  return replyWithCookies(await guestGoHome(caller, ctx, body.guest_token));
});
