import { handle } from "@/lib/http/handle";
import { ok } from "@/lib/http/envelope";
import { requireCaller } from "@/lib/auth/session";
import { stepHistory } from "@/lib/history/history";
import { historyCursorCookie, readHistoryCursor } from "@/lib/history/cursor";

// GET /api_myfilex/forward: one step forward in the home's play history (the
// documents name the call only; see lib/history/history.ts). data: the item
// (as in historyurl), or null at the latest play.
export const GET = handle(async (req) => {
  const caller = await requireCaller(req);
  const step = await stepHistory(caller, readHistoryCursor(req, caller), "forward");
  return ok(step.item, { headers: { "Set-Cookie": historyCursorCookie(caller, step.cursor) } });
});
