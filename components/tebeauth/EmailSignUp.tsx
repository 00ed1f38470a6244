"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { ONBOARDING_URL } from "@/lib/onboarding/constants";
import { EmailRegisterInput } from "@/lib/tebeauth/schemas";
import { PasswordFields } from "./PasswordFields";
import { registerWithEmail } from "./tebeauthApi";
import { useFormText } from "./useFormText";
import styles from "@/components/ui/AuthCard.module.css";

/** /tbsignup: a new account (and home) from an email address and a password. */
export function EmailSignUp() {
  const t = useTranslations("login");
  const tAuth = useTranslations("tebeAuth");
  const text = useFormText();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = EmailRegisterInput.safeParse({ email, password });
    if (!input.success) return setError(text.validation(input.error.issues[0]?.message));
    setBusy(true);
    setError("");
    const reply = await registerWithEmail(input.data);
    if (!reply.status) {
      setBusy(false);
      return setError(text.failure(reply, "register"));
    }
    // Signed in already: onboarding (template, names) as after a Google sign-up; a full load so the page shell picks up the session.
    window.location.assign(ONBOARDING_URL);
  }

  return (
    <section className={styles.card} data-testid="email-signup">
      <h1 className={styles.title}>{tAuth("emailSignupTitle")}</h1>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PasswordFields email={email} password={password} onEmail={setEmail} onPassword={setPassword} passwordKind="new-password" />
        <button type="submit" className={`button button-primary ${styles.wide} ${busy ? styles.busy : ""}`} disabled={busy} data-testid="auth-submit">
          {busy ? tAuth("working") : tAuth("createAccount")}
        </button>
      </form>
      <p className={styles.error} role="alert" data-testid="auth-message">
        {error}
      </p>
      <div className={styles.links}>
        <span>
          {t("haveAccount")} <Link href="/tebelogin">{t("loginWithEmail")}</Link>
        </span>
        <Link href="/tbregister">{tAuth("useGoogleRegister")}</Link>
      </div>
    </section>
  );
}
