import { ReloginNotice } from "@/components/auth/ReloginNotice";

// Session expired, tebe face owner: back to the Google sign-in.
export default async function TebeReloginPage({ searchParams }: { searchParams: Promise<{ from?: string }> }) {
  return <ReloginNotice from={(await searchParams).from ?? null} signInPath="/tblogin" guest={false} />;
}
