import { route } from "@/lib/http/route";
import { GuestLoginInput } from "@/lib/guests/schemas";
import { guestLogin } from "@/lib/guests/service";
import { replyWithCookies } from "@/lib/http/reply";

export const POST = route({ roles: "anyone", body: GuestLoginInput }, async ({ caller, body, ctx }) => replyWithCookies(await guestLogin(caller, ctx, body)));
