import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { fullFriendList } from "@/lib/guests/service";

const read = handle(async (req) => fullFriendList(await requireCaller(req)));

export { read as GET, read as POST };
