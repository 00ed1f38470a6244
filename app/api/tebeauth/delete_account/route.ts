import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { DeleteAccountInput } from "@/lib/homesettings/schemas";
import { OWNER_ONLY_DELETE, deleteOwnAccount } from "@/lib/homesettings/service";
import { replyWithCookies } from "@/lib/http/reply";

// The body only has to carry the consent (checked by its schema); the session says whose home goes.
export const POST = route({ roles: OWNER, refusal: OWNER_ONLY_DELETE, body: DeleteAccountInput }, async ({ caller, ctx }) =>
  replyWithCookies(await deleteOwnAccount(caller, ctx)),
);
