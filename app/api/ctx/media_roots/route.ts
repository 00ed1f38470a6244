import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { listMediaRoots } from "@/lib/media/service";

// GET /api_ctx/media_roots: the home's media folders with their source, counts and scan state (owner).
export const GET = handle(async (req) => listMediaRoots(await requireCaller(req)));
