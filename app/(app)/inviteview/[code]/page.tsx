import { notFound } from "next/navigation";
import { InviteViewer } from "@/components/invites/InviteViewer";
import { isInviteCode } from "@/lib/invites/schemas";
import { withMessages } from "@/lib/i18n/page-messages";

// /inviteview/{inviteCode}: the invited lens (the invite session cookie decides what it shows).
export default withMessages(
  ["dialogs", "inviteGate", "invites", "lens", "player", "resume", "status"],
  async function InviteViewPage({ params }: { params: Promise<{ code: string }> }) {
    const { code } = await params;
    if (!isInviteCode(code)) notFound();
    return <InviteViewer code={code} />;
  },
);
