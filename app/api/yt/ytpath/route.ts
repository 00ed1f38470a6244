import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { ytPath } from "@/lib/collections/service";

// GET ytpath: the root of the online videos.
export const GET = handle(async (req) => ytPath(await requireCaller(req)));
