import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { LinkParams, OWNERS_ONLY } from "@/lib/collections/schemas";
import { saveVideo } from "@/lib/collections/service";

// GET saveyt/{url-safe b64 link}/{en_relpath}: adds a YouTube link; {status, message, data}.
export const GET = route({ roles: OWNER, refusal: OWNERS_ONLY, params: LinkParams, changesOnGet: true }, async ({ caller, params }) => {
  const { link, relpath } = params;
  const { item, message } = await saveVideo(caller, link, relpath);
  return Response.json({ status: true, data: item, message });
});
