import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { invitedHomes } from "@/lib/guests/service";

const read = route({ roles: VIEWERS, readsOnly: true }, async ({ caller }) => invitedHomes(caller));

export { read as GET, read as POST };
