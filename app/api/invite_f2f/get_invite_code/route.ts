import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { OWNERS_ONLY, getInviteCode } from "@/lib/invites/service";

// GET get_invite_code: {invite_code}, a fresh random code for the editor (saved by create).
export const GET = route({ roles: OWNER, refusal: OWNERS_ONLY }, async ({ caller }) => getInviteCode(caller));
