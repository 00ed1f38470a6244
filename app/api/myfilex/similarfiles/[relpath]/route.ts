import { handle } from "@/lib/http/handle";
import { parseParams, parseQuery } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { similarFiles } from "@/lib/media/player";
import { RelpathParams, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex/similarfiles/{encodedFileRelpath}: the photos and videos of
// the file's folder, the file's type first, each with id.
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { relpath } = await parseParams(ctx, RelpathParams);
  const { thumbs } = parseQuery(req, ThumbsQuery);
  return similarFiles(caller, relpath, thumbs);
});
