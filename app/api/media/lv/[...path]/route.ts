import { route } from "@/lib/http/route";
import { mediaRelpath, streamMediaFile } from "@/lib/streaming/service";

// /media_lv_video_root/{b64}: ONE url-safe base64 segment holding the media
// relpath "<root name>/<path inside the root>". server.ts usually answers these
// itself (lib/streaming/node.ts) with the same rules; this handler serves the
// rest (/api/media/lv/*, plain `next start`, odd spellings of the URL).
// Anyone may ask: the streaming service answers a caller without a session itself.
const serveFile = route({ roles: "anyone", mediaBytes: true }, async ({ caller, rawParams, req }) => {
  const relpath = mediaRelpath("lv", rawParams);
  const reply = await streamMediaFile(caller, {
    relpath,
    method: req.method === "HEAD" ? "HEAD" : "GET",
    headers: req.headers,
    signal: req.signal,
  });
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
});

export { serveFile as GET, serveFile as HEAD };
