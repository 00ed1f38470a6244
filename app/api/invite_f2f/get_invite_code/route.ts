import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { getInviteCode } from "@/lib/invites/service";
import { OWNERS_ONLY } from "@/lib/invites/schemas";

// GET get_invite_code: {invite_code}, a fresh random code for the editor (saved by create).
export const GET = route({ roles: OWNER, refusal: OWNERS_ONLY }, async ({ caller }) => getInviteCode(caller));
