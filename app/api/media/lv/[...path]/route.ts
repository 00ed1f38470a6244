import { z } from "zod";
import { handle } from "@/lib/http/handle";
import { parseParams } from "@/lib/http/parse";
import { getCaller } from "@/lib/auth/session";
import { decodeUrlSafeBase64Path, INVALID_PATH } from "@/lib/media/paths";
import { streamMediaFile } from "@/lib/streaming/service";

// /media_lv_video_root/{b64}: ONE url-safe base64 segment holding the media
// relpath "<root name>/<path inside the root>".
const Params = z.object({ path: z.array(z.string()).length(1, INVALID_PATH) });

const serveFile = handle(async (req, ctx) => {
  const { path } = await parseParams(ctx, Params);
  const reply = await streamMediaFile(await getCaller(req), {
    relpath: decodeUrlSafeBase64Path(path[0]),
    method: req.method === "HEAD" ? "HEAD" : "GET",
    headers: req.headers,
    signal: req.signal,
  });
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
});

export { serveFile as GET, serveFile as HEAD };
