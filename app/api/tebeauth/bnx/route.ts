import { route } from "@/lib/http/route";
import { googleClientId } from "@/lib/tebeauth/service";

// The Google client id for a client-side Google button (public by nature); empty when not configured.
const read = route({ roles: "anyone", readsOnly: true }, async () => googleClientId());

export { read as GET, read as POST };
