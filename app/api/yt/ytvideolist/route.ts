import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { VideoListInput } from "@/lib/collections/schemas";
import { videoList } from "@/lib/collections/service";

// POST ytvideolist {en_relpath | relpath}: {dir_name, en_relpath, video_list}.
export const POST = route({ roles: VIEWERS, body: VideoListInput, readsOnly: true }, async ({ caller, body }) => {
  return videoList(caller, body);
});
