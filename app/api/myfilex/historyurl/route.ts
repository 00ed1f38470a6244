import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { historyUrl } from "@/lib/history/history";

// GET /api_myfilex/historyurl: the home's last played items, newest first, at most 20.
export const GET = route({ roles: VIEWERS }, async ({ caller }) => historyUrl(caller));
