import { handle } from "@/lib/http/handle";
import { recentCallerFromCookieHeader } from "@/lib/auth/caller";
import { mediaRelpath, streamMediaFile } from "@/lib/streaming/service";

// /media_lv_video_root/{b64}: ONE url-safe base64 segment holding the media
// relpath "<root name>/<path inside the root>". server.ts usually answers these
// itself (lib/streaming/node.ts) with the same rules; this handler serves the
// rest (/api/media/lv/*, plain `next start`, odd spellings of the URL).
const serveFile = handle(async (req, ctx) => {
  const relpath = mediaRelpath("lv", await ctx.params);
  const reply = await streamMediaFile(await recentCallerFromCookieHeader(req.headers.get("cookie")), {
    relpath,
    method: req.method === "HEAD" ? "HEAD" : "GET",
    headers: req.headers,
    signal: req.signal,
  });
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
});

export { serveFile as GET, serveFile as HEAD };
