import { ReloginNotice } from "@/components/auth/ReloginNotice";
import { safeReturnPath } from "@/lib/auth/return-path";

// Session expired, tebe face owner: back to the Google sign-in.
export default async function TebeReloginPage({ searchParams }: { searchParams: Promise<{ from?: string | string[] }> }) {
  return <ReloginNotice from={safeReturnPath((await searchParams).from)} signInPath="/tblogin" guest={false} />;
}
