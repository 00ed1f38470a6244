import { GuestLogin } from "@/components/guests/GuestLogin";
import { getShellProps } from "@/lib/shell/server";
import { withMessages } from "@/lib/i18n/page-messages";

/** /glogin: guest login; an owner signed in here is told that it logs them out first (the call does). */
export default withMessages(["guestPin", "login"], async function GuestLoginPage() {
  const { viewer } = await getShellProps();
  return <GuestLogin signedInAsOwner={viewer?.loginUserType === "owner"} />;
});
