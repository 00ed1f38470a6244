import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { listMediaRoots } from "@/lib/media/service";

// GET /api_ctx/media_roots: the home's media folders with their source, counts and scan state (owner).
export const GET = route({ roles: VIEWERS }, async ({ caller }) => listMediaRoots(caller));
