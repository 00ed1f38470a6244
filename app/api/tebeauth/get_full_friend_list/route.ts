import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { fullFriendList } from "@/lib/guests/service";

const read = route({ roles: VIEWERS, readsOnly: true }, async ({ caller }) => fullFriendList(caller));

export { read as GET, read as POST };
