import { route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";

// Any API path without a handler answers with the envelope, not an HTML page.
const unknownCall = route({ roles: "anyone", readsOnly: true }, async () => {
  throw notFound("Unknown API call.");
});

export { unknownCall as GET, unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
