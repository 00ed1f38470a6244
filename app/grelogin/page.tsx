import { ReloginNotice } from "@/components/auth/ReloginNotice";
import { safeReturnPath } from "@/lib/auth/return-path";

// Session expired, guest: back to the guest sign-in.
export default async function GuestReloginPage({ searchParams }: { searchParams: Promise<{ from?: string | string[] }> }) {
  return <ReloginNotice from={safeReturnPath((await searchParams).from)} signInPath="/glogin" guest />;
}
