import { notFound } from "next/navigation";
import { InviteViewer } from "@/components/invites/InviteViewer";
import { isInviteCode } from "@/lib/invites/schemas";

// /inviteview/{inviteCode}: the invited lens (the invite session cookie decides what it shows).
export default async function InviteViewPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  if (!isInviteCode(code)) notFound();
  return <InviteViewer code={code} />;
}
