import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { loginDetails } from "@/lib/tebeauth/service";

const details = handle(async (req) => loginDetails(await requireCaller(req)));

export { details as GET, details as POST };
