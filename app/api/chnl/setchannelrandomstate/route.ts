import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { RandomBody, OWNERS_ONLY } from "@/lib/channels/schemas";
import { setRandomState } from "@/lib/channels/service";

// POST setchannelrandomstate {file_name, random}: owners only.
export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, body: RandomBody }, async ({ caller, body }) => {
  return setRandomState(caller, body);
});
