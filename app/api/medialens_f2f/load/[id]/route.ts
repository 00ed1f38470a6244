import { route } from "@/lib/http/route";
import { LensIdParams } from "@/lib/lenses/schemas";
import { OWNERS_ONLY, loadLens } from "@/lib/lenses/service";

// GET load/{id}: one lens with its blocks (a block whose file is gone is marked missing). The owner, or the invitee of this lens.
export const GET = route({ roles: ["owner", "lens_invitee"], refusal: OWNERS_ONLY, params: LensIdParams }, async ({ caller, params }) =>
  loadLens(caller, params.id),
);
