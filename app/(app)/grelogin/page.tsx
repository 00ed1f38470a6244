import { ReloginNotice } from "@/components/auth/ReloginNotice";
import { safeReturnPath } from "@/lib/auth/return-path";
import { withMessages } from "@/lib/i18n/page-messages";

// Session expired, guest: back to the guest sign-in.
export default withMessages(["dialogs", "status"], async function GuestReloginPage({ searchParams }: { searchParams: Promise<{ from?: string | string[] }> }) {
  return <ReloginNotice from={safeReturnPath((await searchParams).from)} signInPath="/glogin" guest />;
});
