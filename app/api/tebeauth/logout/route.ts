import { handle } from "@/lib/http/handle";
import { logout } from "@/lib/tebeauth/service";
import { replyWithCookies } from "@/lib/tebeauth/reply";

const end = handle(async (req) => replyWithCookies(await logout(req)));

export { end as GET, end as POST };
