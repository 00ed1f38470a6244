import { route } from "@/lib/http/route";
import { logout } from "@/lib/tebeauth/service";
import { replyWithCookies } from "@/lib/http/reply";

const end = route({ roles: "anyone" }, async ({ ctx }) => replyWithCookies(await logout(ctx)));

export { end as GET, end as POST };
