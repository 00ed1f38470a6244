import { GuestLogin } from "@/components/guests/GuestLogin";
import { getShellProps } from "@/lib/shell/server";

/** /glogin: guest login; an owner signed in here is told that it logs them out first (the call does). */
export default async function GuestLoginPage() {
  const { viewer } = await getShellProps();
  return <GuestLogin signedInAsOwner={viewer?.loginUserType === "owner"} />;
}
