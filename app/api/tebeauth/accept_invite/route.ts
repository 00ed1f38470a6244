import { route } from "@/lib/http/route";
import { AcceptInviteInput } from "@/lib/guests/schemas";
import { acceptInvite } from "@/lib/guests/service";
import { replyWithCookies } from "@/lib/http/reply";

export const POST = route({ roles: "anyone", body: AcceptInviteInput }, async ({ caller, body, ctx }) =>
  replyWithCookies(await acceptInvite(caller, ctx, body)),
);
