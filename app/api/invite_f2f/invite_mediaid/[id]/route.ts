import { route } from "@/lib/http/route";
import { CodeParams } from "@/lib/invites/schemas";
import { inviteMediaId } from "@/lib/invites/service";

// GET invite_mediaid/{inviteCode}: {media_id}, the lens this browser's invite session opens;
// 401 'Please validate this invite!' without one. The invite session cookie decides, whoever else is signed in.
export const GET = route({ roles: "anyone", params: CodeParams }, async ({ ctx, params }) => inviteMediaId(ctx, params.id));
