import { route } from "@/lib/http/route";
import { LensIdParams } from "@/lib/lenses/schemas";
import { OWNERS_ONLY, loadLensBrief } from "@/lib/lenses/service";

// GET loadbrief/{id}: one lens's card (title, description, cover, block count). The owner, or the invitee of this lens.
export const GET = route({ roles: ["owner", "lens_invitee"], refusal: OWNERS_ONLY, params: LensIdParams }, async ({ caller, params }) =>
  loadLensBrief(caller, params.id),
);
