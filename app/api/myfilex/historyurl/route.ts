import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { historyUrl } from "@/lib/history/history";

// GET /api_myfilex/historyurl: the home's last played items, newest first, at most 20.
export const GET = handle(async (req) => historyUrl(await requireCaller(req)));
