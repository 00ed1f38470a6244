import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GoogleSignIn } from "@/components/tebeauth/GoogleSignIn";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("login"))("signInWithGoogle") };
}

/** /tblogin: sign in with Google (the tebe home sends signed-out visitors here). */
export default function GoogleLoginPage() {
  return <GoogleSignIn mode="login" />;
}
