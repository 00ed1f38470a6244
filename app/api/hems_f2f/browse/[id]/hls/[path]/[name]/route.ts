import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { browseHls } from "@/lib/media/home-browse";
import { HlsRelayParams } from "@/lib/media/schemas";

// GET /api_hems_f2f/browse/{home number}/hls/{url-safe base64 relpath}/{index.m3u8 | <n>.ts}: a video that
// needs transcoding, as HLS (the subdirs call links it as hls_url); through the home's agent on the hosted face.
export const GET = route({ roles: VIEWERS, params: HlsRelayParams, mediaBytes: true }, async ({ caller, params, req }) =>
  browseHls(caller, params.id, params.path, params.name, req.signal),
);
