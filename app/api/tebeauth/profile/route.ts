import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { profile } from "@/lib/tebeauth/service";

const read = route({ roles: VIEWERS, readsOnly: true }, async ({ caller }) => profile(caller));

export { read as GET, read as POST };
