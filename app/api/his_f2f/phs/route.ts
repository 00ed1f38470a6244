import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { recordPlayByPath } from "@/lib/history/history";
import { PhsBody } from "@/lib/media/schemas";

// POST /api_his_f2f/phs {relpath_file: "<root>/<path>"}: records a play of a home file; data true.
export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  const { relpath_file } = await parseJson(req, PhsBody);
  return recordPlayByPath(caller, relpath_file);
});
