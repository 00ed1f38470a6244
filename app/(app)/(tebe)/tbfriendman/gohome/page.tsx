import { GoHomeStatus } from "@/components/guests/GoHomeStatus";
import { requirePageViewer } from "@/lib/auth/page-gate";
import { withMessages } from "@/lib/i18n/page-messages";

/** A visiting friend's 'My Home' (the menu bar comes here): the guest_go_home status page. */
export default withMessages(["common", "dialogs", "guests", "status"], async function GoHomePage() {
  await requirePageViewer("/tbfriendman/gohome");
  return <GoHomeStatus />;
});
