import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GoogleSignIn } from "@/components/tebeauth/GoogleSignIn";
import { getConfig } from "@/lib/config";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("login"))("registerWithGoogle") };
}

// The buttons follow the server's settings (OIDC_*), not the build's.
export const dynamic = "force-dynamic";

/** /tbregister: register with Google (or the configured OpenID Connect provider); onboarding follows. */
export default withMessages(["login", "tebeAuth"], function GoogleRegisterPage() {
  return <GoogleSignIn mode="register" oidcName={getConfig().oidc?.name} />;
});
