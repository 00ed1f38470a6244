import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { getCaller } from "@/lib/auth/session";
import { AcceptInviteInput } from "@/lib/guests/schemas";
import { acceptInvite } from "@/lib/guests/service";
import { replyWithCookies } from "@/lib/guests/reply";

export const POST = handle(async (req) =>
  replyWithCookies(await acceptInvite(await getCaller(req), req, await parseJson(req, AcceptInviteInput))),
);
