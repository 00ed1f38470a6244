import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { RelpathParams } from "@/lib/collections/schemas";
import { listForEdit } from "@/lib/collections/service";

// GET ytvedit[/{en_relpath}]: everything at once for the editor (page -1).
export const GET = route({ roles: VIEWERS, params: RelpathParams }, async ({ caller, params }) => {
  const { relpath } = params;
  return listForEdit(caller, relpath);
});
