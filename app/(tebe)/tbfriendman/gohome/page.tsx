import { GoHomeStatus } from "@/components/guests/GoHomeStatus";
import { requirePageViewer } from "@/lib/auth/page-gate";

/** A visiting friend's 'My Home' (the menu bar comes here): the guest_go_home status page. */
export default async function GoHomePage() {
  await requirePageViewer("/tbfriendman/gohome");
  return <GoHomeStatus />;
}
