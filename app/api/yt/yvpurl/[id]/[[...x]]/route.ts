import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { VideoParams } from "@/lib/collections/schemas";
import { yvpUrl } from "@/lib/collections/service";

// GET yvpurl/{youtube id}[/{en_relpath}]: the video to play (data.file_name is its title).
export const GET = route({ roles: VIEWERS, params: VideoParams }, async ({ caller, params }) => {
  const { id, relpath } = params;
  return yvpUrl(caller, id, relpath);
});
