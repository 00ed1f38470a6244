import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { RelpathParams } from "@/lib/collections/schemas";
import { dirInfo } from "@/lib/collections/service";

// GET ytdirinfo[/{en_relpath}]: data[0] is the directory info.
export const GET = route({ roles: VIEWERS, params: RelpathParams }, async ({ caller, params }) => {
  const { relpath } = params;
  return dirInfo(caller, relpath);
});
