import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { pasteVideoInfo } from "@/lib/media/paste";
import { PasteVideoInfoBody } from "@/lib/media/schemas";

// POST /api_myfilex/getpastevideoinfo {type: "yv"|"lv", file_name, relpath}:
// the video item of a pasted channel link (see lib/media/paste.ts).
export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return pasteVideoInfo(caller, await parseJson(req, PasteVideoInfoBody));
});
