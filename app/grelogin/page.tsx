import { ReloginNotice } from "@/components/auth/ReloginNotice";

// Session expired, guest: back to the guest sign-in.
export default async function GuestReloginPage({ searchParams }: { searchParams: Promise<{ from?: string }> }) {
  return <ReloginNotice from={(await searchParams).from ?? null} signInPath="/glogin" guest />;
}
