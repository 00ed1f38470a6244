import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { scanStatus } from "@/lib/media/service";

// GET /api_myfilex/scanstatus: per media root {name, status, phase, seen, total}.
export const GET = handle(async (req) => scanStatus(await requireCaller(req)));
