import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { DeleteAccountInput } from "@/lib/homesettings/schemas";
import { deleteOwnAccount } from "@/lib/homesettings/service";
import { replyWithCookies } from "@/lib/tebeauth/reply";

export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  await parseJson(req, DeleteAccountInput);
  return replyWithCookies(await deleteOwnAccount(caller, req));
});
