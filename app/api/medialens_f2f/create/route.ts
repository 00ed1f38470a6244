import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { LensBody } from "@/lib/lenses/schemas";
import { OWNERS_ONLY, createLens } from "@/lib/lenses/service";

// POST create {description, title?, blocks[{type, relpath, title?}]}: a new lens; replies {lens_id}.
export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, body: LensBody }, async ({ caller, body }) => createLens(caller, body));
