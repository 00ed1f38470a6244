import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { initDirView } from "@/lib/media/dirview";

// GET /api_myfilex/initdirview: the directory view's starting state
// {folder, photo, video (all null), media_roots, last_played, page_size}.
export const GET = handle(async (req) => initDirView(await requireCaller(req)));
