import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { NoGoogleSignIn } from "@/components/onboarding/NoGoogleSignIn";
import { Onboarding } from "@/components/onboarding/Onboarding";
import { callerFromCookieHeader } from "@/lib/auth/session";
import { FINISH_URL } from "@/lib/onboarding/constants";
import { templatePreviews } from "@/lib/onboarding/templates";
import { pendingGoogleRegistration } from "@/lib/tebeauth/service";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("onboarding"))("createAccountTitle") };
}

/**
 * /tbonboarding: needs the Google account that just registered (the pending
 * registration from /oauth-callback). An owner already signed in has finished
 * onboarding and goes home; anyone else sees 'Sorry...'.
 */
export default async function OnboardingPage() {
  const cookieHeader = (await cookies()).toString();
  const identity = await pendingGoogleRegistration(cookieHeader);
  if (identity) return <Onboarding email={identity.email} previews={templatePreviews((await getLocale()) === "zh" ? "zh" : "en")} />;
  if ((await callerFromCookieHeader(cookieHeader))?.role === "owner") redirect(FINISH_URL);
  return <NoGoogleSignIn />;
}
