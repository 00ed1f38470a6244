import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { FileNameBody } from "@/lib/channels/schemas";
import { getRandomState } from "@/lib/channels/service";

// POST getchannelrandomstate {file_name}: {random}.
export const POST = route({ roles: VIEWERS, body: FileNameBody, readsOnly: true }, async ({ caller, body }) => {
  return getRandomState(caller, body);
});
