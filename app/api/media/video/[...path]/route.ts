import { route } from "@/lib/http/route";
import { mediaRouteResponse } from "@/lib/streaming/service";

// /media_video_root/{root name}/{path inside the root}: plain segments, already
// URL-decoded once by the router (and never decoded again). server.ts usually
// answers these itself (lib/streaming/node.ts) with the same rules; this handler
// serves the rest (/api/media/video/*, plain `next start`, odd spellings).
// Anyone may ask: the streaming service answers a caller without a session itself.
const serveFile = route({ roles: "anyone", mediaBytes: true }, ({ caller, rawParams, req }) => mediaRouteResponse(caller, "video", rawParams, req));

export { serveFile as GET, serveFile as HEAD };
