import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { LensBody, LensIdParams } from "@/lib/lenses/schemas";
import { OWNERS_ONLY, updateLens } from "@/lib/lenses/service";

// POST update/{id} {description, title?, blocks}: replaces the lens's text and blocks; replies {lens_id}.
export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, params: LensIdParams, body: LensBody }, async ({ caller, params, body }) =>
  updateLens(caller, params.id, body),
);
