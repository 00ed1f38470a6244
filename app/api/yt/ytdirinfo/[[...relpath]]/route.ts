import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { parseParams } from "@/lib/http/parse";
import { RelpathParams } from "@/lib/collections/schemas";
import { dirInfo } from "@/lib/collections/service";

// GET ytdirinfo[/{en_relpath}]: data[0] is the directory info.
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { relpath } = await parseParams(ctx, RelpathParams);
  return dirInfo(caller, relpath);
});
