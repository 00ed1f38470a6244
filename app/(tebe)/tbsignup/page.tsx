import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmailSignUp } from "@/components/tebeauth/EmailSignUp";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("login"))("signUpWithEmail") };
}

/** /tbsignup: email registration. */
export default function EmailSignUpPage() {
  return <EmailSignUp />;
}
