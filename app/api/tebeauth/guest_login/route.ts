import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { getCaller } from "@/lib/auth/session";
import { GuestLoginInput } from "@/lib/guests/schemas";
import { guestLogin } from "@/lib/guests/service";
import { replyWithCookies } from "@/lib/guests/reply";

export const POST = handle(async (req) =>
  replyWithCookies(await guestLogin(await getCaller(req), req, await parseJson(req, GuestLoginInput))),
);
