import { notFound } from "next/navigation";
import { AcceptInvite } from "@/components/guests/AcceptInvite";
import { PasscodeGate } from "@/components/invites/PasscodeGate";
import { isInviteCode } from "@/lib/invites/schemas";
import { withMessages } from "@/lib/i18n/page-messages";

// /invite/{token} serves two documented links, told apart by shape: a
// media-lens invite code (32 Crockford base32 characters) opens its passcode
// gate; a guest invite token (43 base64url characters, lib/auth/tokens.ts)
// its acceptance. The two shapes never overlap.
const GUEST_INVITE_TOKEN = /^[A-Za-z0-9_-]{32,200}$/;

export default withMessages(
  ["dialogs", "guestPin", "guests", "inviteGate", "invites", "status"],
  async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
    const { token } = await params;
    if (isInviteCode(token)) return <PasscodeGate code={token} />;
    if (!GUEST_INVITE_TOKEN.test(token)) notFound();
    return <AcceptInvite inviteToken={token} />;
  },
);
