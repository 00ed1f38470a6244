import { handle } from "@/lib/http/handle";
import { requireOwner } from "@/lib/auth/session";
import { parseParams } from "@/lib/http/parse";
import { LinkParams } from "@/lib/collections/schemas";
import { OWNERS_ONLY, saveVideo } from "@/lib/collections/service";

// GET saveyt/{url-safe b64 link}/{en_relpath}: adds a YouTube link; {status, message, data}.
export const GET = handle(async (req, ctx) => {
  const caller = await requireOwner(req, OWNERS_ONLY);
  const { link, relpath } = await parseParams(ctx, LinkParams);
  const { item, message } = await saveVideo(caller, link, relpath);
  return Response.json({ status: true, data: item, message });
}, { changesOnGet: true });
