import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { NoGoogleSignIn } from "@/components/onboarding/NoGoogleSignIn";
import { Onboarding } from "@/components/onboarding/Onboarding";
import { callerFromCookieHeader } from "@/lib/auth/session";
import { FINISH_URL } from "@/lib/onboarding/constants";
import { templatePreviews } from "@/lib/onboarding/templates";
import { pendingEmailOnboarding, pendingGoogleRegistration } from "@/lib/tebeauth/service";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("onboarding"))("createAccountTitle") };
}

/**
 * /tbonboarding: needs the Google account that just registered (the pending
 * registration from /oauth-callback) or the owner who just signed up with
 * email (signed in, home not yet filled). An owner who has finished
 * onboarding goes home; anyone else sees 'Sorry...'.
 */
export default withMessages(["dialogs", "onboarding", "status", "tbSettings"], async function OnboardingPage() {
  const cookieHeader = (await cookies()).toString();
  const email = (await pendingGoogleRegistration(cookieHeader))?.email ?? (await pendingEmailOnboarding(cookieHeader))?.email;
  if (email) return <Onboarding email={email} previews={templatePreviews((await getLocale()) === "zh" ? "zh" : "en")} />;
  if ((await callerFromCookieHeader(cookieHeader))?.role === "owner") redirect(FINISH_URL);
  return <NoGoogleSignIn />;
});
