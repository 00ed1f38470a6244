import { route } from "@/lib/http/route";
import { CodeParams } from "@/lib/invites/schemas";
import { logoutInvite } from "@/lib/invites/service";

// GET logoutinvite/{inviteCode}: ends this browser's invite session (closing the viewer) and clears its cookie.
const logout = route({ roles: "anyone", params: CodeParams, changesOnGet: true }, async ({ ctx }) => logoutInvite(ctx));

export { logout as GET, logout as POST };
