import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { isPhotoRoot } from "@/lib/media/browse";
import { IsPhotoRootBody } from "@/lib/media/schemas";

// POST /api_myfilex/isphotoroot {relpath: "<root>/<path>"}: data true when the
// folder lists photos and no subfolders.
export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  const { relpath } = await parseJson(req, IsPhotoRootBody);
  return isPhotoRoot(caller, relpath);
});
