"use client";

import { useTranslations } from "next-intl";
import { StatusPage } from "@/components/ui/StatusPage";
import { NO_SIGN_IN_REDIRECT_MS, NO_SIGN_IN_REDIRECT_URL } from "@/lib/onboarding/constants";

/** Onboarding without a Google sign-in: 'Sorry...', then /tbregister after 8 s. */
export function NoGoogleSignIn() {
  const t = useTranslations("onboarding");
  return <StatusPage title={t("notSignedInTitle")} message={t("notSignedIn")} redirectTo={NO_SIGN_IN_REDIRECT_URL} delayMs={NO_SIGN_IN_REDIRECT_MS} />;
}
