import { z } from "zod";
import { handle } from "@/lib/http/handle";
import { parseParams } from "@/lib/http/parse";
import { getCaller } from "@/lib/auth/session";
import { INVALID_PATH } from "@/lib/media/paths";
import { streamMediaFile } from "@/lib/streaming/service";

// /media_video_root/{root name}/{path inside the root}: plain segments, already
// URL-decoded once by the router (and never decoded again).
const Params = z.object({ path: z.array(z.string()).min(1, INVALID_PATH) });

const serveFile = handle(async (req, ctx) => {
  const { path } = await parseParams(ctx, Params);
  const reply = await streamMediaFile(await getCaller(req), {
    relpath: path.join("/"),
    method: req.method === "HEAD" ? "HEAD" : "GET",
    headers: req.headers,
    signal: req.signal,
  });
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
});

export { serveFile as GET, serveFile as HEAD };
