import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { DeleteAccountInput } from "@/lib/homesettings/schemas";
import { OWNER_ONLY_DELETE, deleteOwnAccount } from "@/lib/homesettings/service";
import { replyWithCookies } from "@/lib/tebeauth/reply";

export const POST = handle(async (req) => {
  const caller = await requireOwner(req, OWNER_ONLY_DELETE);
  await parseJson(req, DeleteAccountInput);
  return replyWithCookies(await deleteOwnAccount(caller, req));
});
