import { handle } from "@/lib/http/handle";
import { googleClientId } from "@/lib/tebeauth/service";

// The Google client id for a client-side Google button (public by nature); empty when not configured.
const read = handle(async () => googleClientId());

export { read as GET, read as POST };
