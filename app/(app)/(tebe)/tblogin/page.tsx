import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GoogleSignIn } from "@/components/tebeauth/GoogleSignIn";
import { getShellProps } from "@/lib/shell/server";
import { safeReturnPath } from "@/lib/auth/return-path";
import { getConfig } from "@/lib/config";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("login"))("signInWithGoogle") };
}

type Query = { searchParams: Promise<{ from?: string | string[] }> };

/**
 * /tblogin: sign in with Google. Signed-out visitors of the tebe pages come
 * here with ?from= (where signing in returns to); someone signed in as a
 * guest is told to use the guest login.
 */
export default withMessages(["login", "tebeAuth"], async function GoogleLoginPage({ searchParams }: Query) {
  const [{ viewer }, { from }] = await Promise.all([getShellProps(), searchParams]);
  return <GoogleSignIn mode="login" from={safeReturnPath(from)} signedInAsGuest={viewer?.loginUserType === "guest"} oidcName={getConfig().oidc?.name} />;
});
