"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { takeFailedUrl } from "@/lib/auth/failed-url";
import { AFTER_LOGIN_URL } from "@/lib/tebeauth/constants";
import { EmailCredentialsInput } from "@/lib/tebeauth/schemas";
import { PasswordFields } from "./PasswordFields";
import { SignedInAsGuestNotice } from "./SignedInAsGuestNotice";
import { loginWithEmail } from "./tebeauthApi";
import { useFormText } from "./useFormText";
import styles from "@/components/ui/AuthCard.module.css";

type Props = {
  /** /tebelogin/1: a sign-in just failed (e.g. sent back here); says so above the form. */
  failedLogin: boolean;
  /** /tebelogin/0/{greeting}: who to welcome (after sign-up: the new address, which is filled in). */
  greeting: string | null;
  /** Someone signed in as a guest is told to use the guest login. */
  signedInAsGuest?: boolean;
};

/** /tebelogin/{param_failedlogin?}/{param_greeting?}: email and password sign-in. */
export function EmailLogin({ failedLogin, greeting, signedInAsGuest = false }: Props) {
  const t = useTranslations("login");
  const tAuth = useTranslations("tebeAuth");
  const text = useFormText();
  const [email, setEmail] = useState(() => (greeting && EmailCredentialsInput.shape.email.safeParse(greeting).success ? greeting : ""));
  const [password, setPassword] = useState("");
  const [message, setMessage] = useState<{ kind: "error" | "ok"; text: string } | null>(() =>
    failedLogin ? { kind: "error", text: t("loginFailed") } : greeting ? { kind: "ok", text: tAuth("registeredGreeting", { name: greeting }) } : null,
  );
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = EmailCredentialsInput.safeParse({ email, password });
    if (!input.success) return setMessage({ kind: "error", text: text.validation(input.error.issues[0]?.message) });
    setBusy(true);
    const reply = await loginWithEmail(input.data);
    if (!reply.status) {
      setBusy(false);
      setPassword("");
      return setMessage({ kind: "error", text: text.failure(reply, "login") });
    }
    setMessage({ kind: "ok", text: t("loginSuccessful") });
    // A full load, so the page shell picks up the new session; back to the page that asked for it, if any.
    window.location.replace(takeFailedUrl() ?? AFTER_LOGIN_URL);
  }

  return (
    <section className={styles.card} data-testid="email-login">
      <h1 className={styles.title}>{tAuth("emailLoginTitle")}</h1>
      {signedInAsGuest && <SignedInAsGuestNotice />}
      <form className={styles.form} onSubmit={submit} noValidate>
        <PasswordFields email={email} password={password} onEmail={setEmail} onPassword={setPassword} passwordKind="current-password" />
        <button type="submit" className={`button button-primary ${styles.wide} ${busy ? styles.busy : ""}`} disabled={busy} data-testid="auth-submit">
          {busy ? tAuth("signingIn") : tAuth("logIn")}
        </button>
      </form>
      <p className={message?.kind === "ok" ? styles.ok : styles.error} role={message?.kind === "ok" ? "status" : "alert"} data-testid="auth-message">
        {message?.text}
      </p>
      <div className={styles.links}>
        <span>
          {t("noAccount")} <Link href="/tbsignup">{t("signUpWithEmail")}</Link>
        </span>
        <Link href="/tblogin">{tAuth("useGoogleLogin")}</Link>
      </div>
    </section>
  );
}
