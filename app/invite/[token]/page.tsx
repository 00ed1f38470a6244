import { notFound } from "next/navigation";
import { AcceptInvite } from "@/components/guests/AcceptInvite";

// /invite/{token} serves two documented links: a guest invite (a long random
// token) and a media-lens invite code (short; its passcode gate comes with the
// lenses). Only the first exists so far.
const GUEST_INVITE_TOKEN = /^[A-Za-z0-9_-]{32,200}$/;

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!GUEST_INVITE_TOKEN.test(token)) notFound();
  return <AcceptInvite inviteToken={token} />;
}
