import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { loginStatus } from "@/lib/tebeauth/service";

// Who is signed in (owner or guest) and in which home; 401 without a session.
const status = route({ roles: VIEWERS, readsOnly: true }, async ({ caller }) => loginStatus(caller));

export { status as GET, status as POST };
