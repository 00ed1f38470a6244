import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { loginDetails } from "@/lib/tebeauth/service";

const details = route({ roles: VIEWERS, readsOnly: true }, async ({ caller }) => loginDetails(caller));

export { details as GET, details as POST };
