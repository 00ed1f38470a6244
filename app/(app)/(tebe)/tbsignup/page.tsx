import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmailSignUp } from "@/components/tebeauth/EmailSignUp";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("login"))("signUpWithEmail") };
}

/** /tbsignup: email registration. */
export default withMessages(["login", "signInWait", "tebeAuth"], function EmailSignUpPage() {
  return <EmailSignUp />;
});
