import { route } from "@/lib/http/route";
import { logout } from "@/lib/tebeauth/service";
import { replyWithCookies } from "@/lib/http/reply";

const end = route({ roles: "anyone" }, async ({ req }) => replyWithCookies(await logout(req)));

export { end as GET, end as POST };
