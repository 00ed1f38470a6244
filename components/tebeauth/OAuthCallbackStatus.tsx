"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { StatusPage } from "@/components/ui/StatusPage";
import { takeFailedUrl } from "@/lib/auth/failed-url";
import {
  AFTER_LOGIN_URL,
  AFTER_REGISTER_URL,
  LOGIN_FAILED_NOT_REGISTERED,
  OAUTH_STATUS_REDIRECT_MS,
  USER_ALREADY_REGISTERED,
  type GoogleFlowState,
  type OAuthResult,
} from "@/lib/tebeauth/constants";

type Props = {
  result: OAuthResult | null;
  state: GoogleFlowState | null;
  /** next-auth's error code when the OAuth dance itself failed (refused, bad state, provider error). */
  oauthError: string | null;
};

/** /oauth-callback: the outcome of the Google flow, with the documented texts; failures redirect after 10 s. */
export function OAuthCallbackStatus({ result, state, oauthError }: Props) {
  const t = useTranslations("login");
  const tAuth = useTranslations("tebeAuth");
  const succeeded = !oauthError && result === "ok" && !!state;

  useEffect(() => {
    if (!succeeded) return;
    // A full load, so the page shell picks up the new session.
    window.location.replace(state === "register" ? AFTER_REGISTER_URL : (takeFailedUrl() ?? AFTER_LOGIN_URL));
  }, [succeeded, state]);

  if (succeeded) {
    return <StatusPage title={tAuth("oauthTitle")} message={state === "register" ? tAuth("continueToOnboarding") : t("loginSuccessful")} />;
  }

  // A failed or cancelled registration goes back to /tbregister, a sign-in to /tblogin.
  const restart = state === "register" ? "/tbregister" : "/tblogin";
  const failure = ((): { title: string; message: string; redirectTo: string } => {
    if (oauthError) return { title: tAuth("oauthTitle"), message: t("oauthFailed"), redirectTo: restart };
    switch (result) {
      case LOGIN_FAILED_NOT_REGISTERED:
        return { title: t("notRegisteredTitle"), message: tAuth("notRegisteredMessage"), redirectTo: "/tbregister" };
      case USER_ALREADY_REGISTERED:
        return { title: t("alreadyRegisteredTitle"), message: tAuth("alreadyRegisteredMessage"), redirectTo: "/tblogin" };
      case "NO_IDENTITY":
        return { title: tAuth("oauthTitle"), message: t("noAccessToken"), redirectTo: restart };
      case "LOGIN_FAILED":
        return { title: tAuth("oauthTitle"), message: t("googleLoginFailed"), redirectTo: "/tblogin" };
      case "REGISTRATION_FAILED":
        return { title: tAuth("oauthTitle"), message: t("registrationFailed"), redirectTo: "/tbregister" };
      default:
        return { title: tAuth("oauthTitle"), message: t("unknownState"), redirectTo: restart };
    }
  })();

  return <StatusPage title={failure.title} message={failure.message} redirectTo={failure.redirectTo} delayMs={OAUTH_STATUS_REDIRECT_MS} />;
}
