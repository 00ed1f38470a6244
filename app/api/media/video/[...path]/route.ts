import { handle } from "@/lib/http/handle";
import { recentCallerFromCookieHeader } from "@/lib/auth/caller";
import { mediaRelpath, streamMediaFile } from "@/lib/streaming/service";

// /media_video_root/{root name}/{path inside the root}: plain segments, already
// URL-decoded once by the router (and never decoded again). server.ts usually
// answers these itself (lib/streaming/node.ts) with the same rules; this handler
// serves the rest (/api/media/video/*, plain `next start`, odd spellings).
const serveFile = handle(async (req, ctx) => {
  const relpath = mediaRelpath("video", await ctx.params);
  const reply = await streamMediaFile(await recentCallerFromCookieHeader(req.headers.get("cookie")), {
    relpath,
    method: req.method === "HEAD" ? "HEAD" : "GET",
    headers: req.headers,
    signal: req.signal,
  });
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
});

export { serveFile as GET, serveFile as HEAD };
