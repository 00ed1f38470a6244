import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { fullGuestList } from "@/lib/guests/service";

const read = route({ roles: VIEWERS, readsOnly: true }, async ({ caller }) => fullGuestList(caller));

export { read as GET, read as POST };
