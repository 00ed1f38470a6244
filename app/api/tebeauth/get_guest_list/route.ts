import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { guestList } from "@/lib/guests/service";

const read = handle(async (req) => guestList(await requireCaller(req)));

export { read as GET, read as POST };
