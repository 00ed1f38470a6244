import { route } from "@/lib/http/route";
import { mediaRouteResponse } from "@/lib/streaming/service";

// /media_lv_video_root/{b64}: ONE url-safe base64 segment holding the media
// relpath "<root name>/<path inside the root>". server.ts usually answers these
// itself (lib/streaming/node.ts) with the same rules; this handler serves the
// rest (/api/media/lv/*, plain `next start`, odd spellings of the URL).
// Anyone may ask: the streaming service answers a caller without a session itself.
const serveFile = route({ roles: "anyone", mediaBytes: true }, ({ caller, rawParams, req }) => mediaRouteResponse(caller, "lv", rawParams, req));

export { serveFile as GET, serveFile as HEAD };
