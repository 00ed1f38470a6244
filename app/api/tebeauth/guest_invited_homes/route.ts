import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { invitedHomes } from "@/lib/guests/service";

const read = handle(async (req) => invitedHomes(await requireCaller(req)));

export { read as GET, read as POST };
