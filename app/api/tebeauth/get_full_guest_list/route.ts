import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { fullGuestList } from "@/lib/guests/service";

const read = handle(async (req) => fullGuestList(await requireCaller(req)));

export { read as GET, read as POST };
