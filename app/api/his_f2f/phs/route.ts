import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { recordPlayByPath } from "@/lib/history/history";
import { PhsBody } from "@/lib/media/schemas";

// POST /api_his_f2f/phs {relpath_file: "<root>/<path>"}: records a play of a home file; data true.
export const POST = route({ roles: VIEWERS, body: PhsBody }, async ({ caller, body }) => {
  const { relpath_file } = body;
  return recordPlayByPath(caller, relpath_file);
});
