"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { StatusPage } from "@/components/ui/StatusPage";
import { EmailCredentialsInput, type EmailCredentials } from "@/lib/tebeauth/schemas";
import { PasswordFields } from "./PasswordFields";
import { unregisterWithEmail } from "./tebeauthApi";
import { useFormText } from "./useFormText";
import styles from "@/components/ui/AuthCard.module.css";

/** /tb_unregister: removes an email account and its home, after the password and a confirmation. */
export function Unregister() {
  const t = useTranslations("login");
  const tAuth = useTranslations("tebeAuth");
  const text = useFormText();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState<EmailCredentials | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = EmailCredentialsInput.safeParse({ email, password });
    if (!input.success) return setError(text.validation(input.error.issues[0]?.message));
    setError("");
    setPending(input.data);
  }

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    const reply = await unregisterWithEmail(pending);
    setBusy(false);
    setPending(null);
    if (!reply.status) {
      setPassword("");
      return setError(text.failure(reply, "login"));
    }
    setDone(true);
  }

  if (done) return <StatusPage title={t("unregister")} message={tAuth("unregisterDone")} redirectTo="/" />;

  return (
    <section className={styles.card} data-testid="unregister">
      <h1 className={styles.title}>{t("unregister")}</h1>
      <p className={styles.intro}>{tAuth("unregisterIntro")}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PasswordFields email={email} password={password} onEmail={setEmail} onPassword={setPassword} passwordKind="current-password" />
        <button type="submit" className={`button button-danger ${styles.wide}`} disabled={busy} data-testid="auth-submit">
          {t("unregister")}
        </button>
      </form>
      <p className={styles.error} role="alert" data-testid="auth-message">
        {error}
      </p>
      <ConfirmDialog
        open={!!pending}
        message={tAuth("unregisterConfirm")}
        confirmLabel={t("unregister")}
        destructive
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
