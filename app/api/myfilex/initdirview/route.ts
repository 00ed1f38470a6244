import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { initDirView } from "@/lib/media/dirview";

// GET /api_myfilex/initdirview: the directory view's starting state
// {folder, photo, video (all null), media_roots, last_played, page_size}.
export const GET = route({ roles: VIEWERS }, async ({ caller }) => initDirView(caller));
