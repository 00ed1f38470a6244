import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { LensIdParams } from "@/lib/lenses/schemas";
import { OWNERS_ONLY, deleteLens } from "@/lib/lenses/service";

// GET delete/{id}: deletes the lens with its blocks and its invites.
export const GET = route({ roles: OWNER, refusal: OWNERS_ONLY, params: LensIdParams, changesOnGet: true }, async ({ caller, params }) =>
  deleteLens(caller, params.id),
);
