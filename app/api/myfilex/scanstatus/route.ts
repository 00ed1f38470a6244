import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { scanStatus } from "@/lib/media/service";

// GET /api_myfilex/scanstatus: per media root {name, status, phase, seen, total, secondsLeft, run}
// (run: the whole scan, all phases together: lib/media/run-progress.ts).
export const GET = route({ roles: VIEWERS }, async ({ caller }) => scanStatus(caller));
