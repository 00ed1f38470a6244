"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { signIn } from "next-auth/react";
import { rememberFailedUrl } from "@/lib/auth/failed-url";
import { GOOGLE_PROVIDER_ID, OAUTH_COMPLETE_PATH, OIDC_PROVIDER_ID, type GoogleFlowState } from "@/lib/tebeauth/constants";
import { fetchGoogleClientId } from "./tebeauthApi";
import { SignedInAsGuestNotice } from "./SignedInAsGuestNotice";
import styles from "@/components/ui/AuthCard.module.css";

type Availability = "checking" | "ready" | "unconfigured" | "failed";

type Props = {
  mode: GoogleFlowState;
  /** The page that sent a signed-out visitor here (?from=): signing in goes back there. */
  from?: string | null;
  /** Someone signed in as a guest is told to use the guest login. */
  signedInAsGuest?: boolean;
  /** The generic OpenID Connect provider's name (OIDC_NAME) when one is configured: a second button. */
  oidcName?: string | null;
};

/**
 * /tblogin and /tbregister: the Google button (and the configured OpenID
 * Connect provider's) starts next-auth's OAuth dance; the state (login or
 * register) travels in the callback address to /oauth-callback. Links lead to
 * the email forms.
 */
export function GoogleSignIn({ mode, from = null, signedInAsGuest = false, oidcName = null }: Props) {
  const t = useTranslations("login");
  const tAuth = useTranslations("tebeAuth");
  const tErrors = useTranslations("errors");
  const [availability, setAvailability] = useState<Availability>("checking");
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (from) rememberFailedUrl(from);
  }, [from]);

  useEffect(() => {
    let live = true;
    fetchGoogleClientId().then((reply) => {
      if (!live) return;
      if (!reply.status) setAvailability("failed");
      else setAvailability(reply.data?.client_id ? "ready" : "unconfigured");
    });
    return () => {
      live = false;
    };
  }, []);

  async function start(providerId: string) {
    setBusy(providerId);
    // next-auth posts to /api/auth/signin/<provider> (with its CSRF token) and sends the browser to the provider.
    await signIn(providerId, { callbackUrl: `${OAUTH_COMPLETE_PATH}?state=${mode}` });
  }

  const message = availability === "failed" ? tErrors("googleClientIdFailed") : availability === "unconfigured" ? tAuth("googleUnavailable") : "";

  return (
    <section className={styles.card} data-testid={`google-${mode}`}>
      <h1 className={styles.title}>{mode === "login" ? t("loginTitle") : t("registerTitle")}</h1>
      <p className={styles.intro}>{mode === "login" ? tAuth("googleLoginIntro") : tAuth("googleRegisterIntro")}</p>
      {signedInAsGuest && <SignedInAsGuestNotice />}
      <button
        type="button"
        className={`button button-primary ${styles.googleButton} ${busy === GOOGLE_PROVIDER_ID ? styles.busy : ""}`}
        // Usable while the check runs; off only once the server says Google is not set up.
        disabled={availability === "unconfigured" || availability === "failed" || !!busy}
        onClick={() => start(GOOGLE_PROVIDER_ID)}
        data-testid="google-button"
      >
        <GoogleMark />
        {busy === GOOGLE_PROVIDER_ID ? tAuth("signingIn") : mode === "login" ? t("signInWithGoogle") : t("registerWithGoogle")}
      </button>
      {oidcName && (
        <button
          type="button"
          className={`button ${styles.googleButton} ${styles.oidcButton} ${busy === OIDC_PROVIDER_ID ? styles.busy : ""}`}
          disabled={!!busy}
          onClick={() => start(OIDC_PROVIDER_ID)}
          data-testid="oidc-button"
        >
          {busy === OIDC_PROVIDER_ID
            ? tAuth("signingIn")
            : mode === "login"
              ? t("signInWithProvider", { name: oidcName })
              : t("registerWithProvider", { name: oidcName })}
        </button>
      )}
      <p className={styles.error} role="alert" data-testid="google-message">
        {message}
      </p>
      <div className={styles.divider}>{tAuth("orEmail")}</div>
      <div className={styles.links}>
        {mode === "login" ? (
          <>
            <Link href="/tebelogin" data-testid="link-email-login">
              {t("loginWithEmail")}
            </Link>
            <span>
              {t("noAccount")} <Link href="/tbregister">{t("registerWithGoogle")}</Link>
            </span>
            <span>
              {t("visitingAsGuest")}{" "}
              <Link href="/glogin" data-testid="link-guest-login">
                {t("guestLoginTitle")}
              </Link>
            </span>
          </>
        ) : (
          <>
            <Link href="/tbsignup" data-testid="link-email-signup">
              {t("signUpWithEmail")}
            </Link>
            <span>
              {t("haveAccount")} <Link href="/tblogin">{t("signInWithGoogle")}</Link>
            </span>
          </>
        )}
      </div>
    </section>
  );
}

/** Google's "G", drawn inline so the page needs nothing from Google's hosts. */
function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C36.9 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}
