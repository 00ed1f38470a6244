import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { ok } from "@/lib/http/envelope";
import { stepHistory } from "@/lib/history/history";
import { historyCursorCookie, readHistoryCursor } from "@/lib/history/cursor";

// GET /api_myfilex/backward: one step back in the home's play history (the
// documents name the call only; see lib/history/history.ts). data: the item
// (as in historyurl), or null at the oldest play.
export const GET = route({ roles: VIEWERS }, async ({ caller, ctx }) => {
  const step = await stepHistory(caller, readHistoryCursor(ctx, caller), "backward");
  return ok(step.item, { headers: { "Set-Cookie": historyCursorCookie(caller, step.cursor) } });
});
