import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { OWNERS_ONLY, allLenses } from "@/lib/lenses/service";

// GET all: the home's lenses, most recently changed first (the lens grid's cards).
export const GET = route({ roles: OWNER, refusal: OWNERS_ONLY }, async ({ caller }) => allLenses(caller));
