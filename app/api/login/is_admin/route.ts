import { route } from "@/lib/http/route";
import { IsAdminInput } from "@/lib/tebeauth/schemas";
import { isAdmin } from "@/lib/tebeauth/service";

export const POST = route({ roles: "anyone", body: IsAdminInput, readsOnly: true }, async ({ caller, body }) => isAdmin(caller, body.username));
