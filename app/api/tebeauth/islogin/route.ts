import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { loginStatus } from "@/lib/tebeauth/service";

// Who is signed in (owner or guest) and in which home; 401 without a session.
const status = handle(async (req) => loginStatus(await requireCaller(req)));

export { status as GET, status as POST };
