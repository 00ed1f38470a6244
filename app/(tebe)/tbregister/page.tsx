import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GoogleSignIn } from "@/components/tebeauth/GoogleSignIn";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("login"))("registerWithGoogle") };
}

/** /tbregister: register with Google; onboarding follows. */
export default function GoogleRegisterPage() {
  return <GoogleSignIn mode="register" />;
}
