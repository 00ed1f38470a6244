import { route } from "@/lib/http/route";
import { mediaRelpath, streamMediaFile } from "@/lib/streaming/service";

// /media_video_root/{root name}/{path inside the root}: plain segments, already
// URL-decoded once by the router (and never decoded again). server.ts usually
// answers these itself (lib/streaming/node.ts) with the same rules; this handler
// serves the rest (/api/media/video/*, plain `next start`, odd spellings).
// Anyone may ask: the streaming service answers a caller without a session itself.
const serveFile = route({ roles: "anyone", mediaBytes: true }, async ({ caller, rawParams, req }) => {
  const relpath = mediaRelpath("video", rawParams);
  const reply = await streamMediaFile(caller, {
    relpath,
    method: req.method === "HEAD" ? "HEAD" : "GET",
    headers: req.headers,
    signal: req.signal,
  });
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
});

export { serveFile as GET, serveFile as HEAD };
