import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { pasteVideoInfo } from "@/lib/media/paste";
import { PasteVideoInfoBody } from "@/lib/media/schemas";

// POST /api_myfilex/getpastevideoinfo {type: "yv"|"lv", file_name, relpath}:
// the video item of a pasted channel link (see lib/media/paste.ts).
export const POST = route({ roles: VIEWERS, body: PasteVideoInfoBody, readsOnly: true }, async ({ caller, body, ctx }) => {
  return pasteVideoInfo(caller, body, ctx.locale);
});
