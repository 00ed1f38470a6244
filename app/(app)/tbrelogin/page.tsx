import { ReloginNotice } from "@/components/auth/ReloginNotice";
import { safeReturnPath } from "@/lib/auth/return-path";
import { withMessages } from "@/lib/i18n/page-messages";

// Session expired, tebe face owner: back to the Google sign-in.
export default withMessages(["dialogs", "status"], async function TebeReloginPage({ searchParams }: { searchParams: Promise<{ from?: string | string[] }> }) {
  return <ReloginNotice from={safeReturnPath((await searchParams).from)} signInPath="/tblogin" guest={false} />;
});
