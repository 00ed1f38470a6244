import { handle } from "@/lib/http/handle";
import { notFound } from "@/lib/http/errors";

// Any API path without a handler answers with the envelope, not an HTML page.
const unknownCall = handle(async () => {
  throw notFound("Unknown API call.");
});

export { unknownCall as GET, unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
