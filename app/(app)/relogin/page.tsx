import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { ReloginNotice } from "@/components/auth/ReloginNotice";
import { SESSION_COOKIE, parseSessionCookie, reloginPath } from "@/lib/auth/gate";
import { safeReturnPath } from "@/lib/auth/return-path";
import { getConfig } from "@/lib/config";
import { withMessages } from "@/lib/i18n/page-messages";

// Session expired, home face owner: back to the name and key steps. The
// browser's 401 handler always comes here; guests and the tebe face are sent
// on to their own notice.
export default withMessages(["dialogs", "status"], async function ReloginPage({ searchParams }: { searchParams: Promise<{ from?: string | string[] }> }) {
  const from = safeReturnPath((await searchParams).from) ?? "/";
  const role = parseSessionCookie((await cookies()).get(SESSION_COOKIE)?.value)?.role ?? null;
  const target = reloginPath(getConfig().deployType, role, from);
  if (!target.startsWith("/relogin?")) redirect(target);
  return <ReloginNotice from={from} signInPath="/" guest={false} />;
});
