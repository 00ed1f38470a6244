import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmailLogin } from "@/components/tebeauth/EmailLogin";
import { getShellProps } from "@/lib/shell/server";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("tebeAuth"))("emailLoginTitle") };
}

const FAILED_FLAGS = new Set(["1", "true", "y", "yes", "failed"]);
const GREETING_MAX = 100;

function decoded(segment: string | undefined): string | null {
  if (!segment) return null;
  try {
    return decodeURIComponent(segment).trim().slice(0, GREETING_MAX) || null;
  } catch {
    return null;
  }
}

/**
 * /tebelogin/{param_failedlogin?}/{param_greeting?}: email and password
 * sign-in. Both parameters are optional: a failed-login flag
 * ("1" or "true") shows that the last sign-in failed; a greeting (after
 * sign-up, the new address) welcomes the person and fills in the address.
 */
export default withMessages(["login", "signInWait", "tebeAuth"], async function EmailLoginPage({ params }: { params: Promise<{ params?: string[] }> }) {
  const [failed, greeting] = (await params).params ?? [];
  const { viewer } = await getShellProps();
  return (
    <EmailLogin failedLogin={FAILED_FLAGS.has((failed ?? "").toLowerCase())} greeting={decoded(greeting)} signedInAsGuest={viewer?.loginUserType === "guest"} />
  );
});
