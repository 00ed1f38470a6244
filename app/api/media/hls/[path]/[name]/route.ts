import { route } from "@/lib/http/route";
import { hlsResponse } from "@/lib/transcode/service";

// /api/media/hls/{url-safe base64 media relpath}/index.m3u8 and /{n}.ts: a video
// a browser cannot play as it is, transcoded to HLS while it plays (lib/transcode).
// Anyone may ask, as for the direct streams: the service refuses a caller without a session itself, with the same check.
export const GET = route({ roles: "anyone", mediaBytes: true }, ({ caller, rawParams, req }) => hlsResponse(caller, rawParams, req.signal));
