import { route } from "@/lib/http/route";
import { OAUTH_CALLBACK_PAGE } from "@/lib/tebeauth/constants";
import { clearedNextAuthCookies, identityFromNextAuth } from "@/lib/tebeauth/nextauth";
import { completeGoogleFlow, parseGoogleFlowState } from "@/lib/tebeauth/service";

// The server half of /oauth-callback: next-auth sends the browser here after
// Google. The verified account signs in (state login) or waits for onboarding
// (state register); then the status page shows the outcome.
export const GET = route({ roles: "anyone" }, async ({ ctx, req }) => {
  const state = parseGoogleFlowState(new URL(req.url).searchParams.get("state"));
  const { result, cookies } = await completeGoogleFlow(ctx, state, await identityFromNextAuth(ctx.cookieHeader));
  const query = new URLSearchParams({ result, ...(state ? { state } : {}) });
  const headers = new Headers({ Location: `${OAUTH_CALLBACK_PAGE}?${query}`, "Cache-Control": "no-store" });
  for (const cookie of [...cookies, ...clearedNextAuthCookies()]) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
});
