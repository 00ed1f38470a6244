"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { DEMO_PASSWORD } from "@/lib/tebeauth/constants";
import { EmailRegisterInput } from "@/lib/tebeauth/schemas";
import { PasswordFields } from "./PasswordFields";
import { demoRegister, demoUnregister } from "./tebeauthApi";
import { useFormText } from "./useFormText";
import styles from "@/components/ui/AuthCard.module.css";

/** /tb_demo_register: creates or removes a demo account; the calls carry the fixed demo password. */
export function DemoAccount() {
  const tAuth = useTranslations("tebeAuth");
  const text = useFormText();
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState<{ kind: "error" | "ok"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: "create" | "remove") {
    const input = EmailRegisterInput.safeParse({ email, password: DEMO_PASSWORD });
    if (!input.success) return setMessage({ kind: "error", text: text.validation(input.error.issues[0]?.message) });
    setBusy(true);
    const reply = action === "create" ? await demoRegister(input.data) : await demoUnregister(input.data);
    if (reply.status) {
      const guid = (reply.data as { user_guid?: string } | undefined)?.user_guid ?? "";
      setMessage({ kind: "ok", text: action === "create" ? tAuth("demoCreated", { guid }) : tAuth("demoRemoved") });
    } else {
      // 403: demo mode is off on this server.
      const failure = reply.httpStatus === 403 ? tAuth("demoDisabled") : text.failure(reply, action === "create" ? "register" : "login");
      setMessage({ kind: "error", text: failure });
    }
    setBusy(false);
    // The shell shows who is signed in: let the server render it again.
    router.refresh();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void run("create");
  }

  return (
    <section className={styles.card} data-testid="demo-account">
      <h1 className={styles.title}>{tAuth("demoTitle")}</h1>
      <p className={styles.intro}>{tAuth("demoIntro")}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PasswordFields email={email} password="" onEmail={setEmail} onPassword={() => {}} passwordKind="new-password" hidePassword />
        <button type="submit" className={`button button-primary ${styles.wide}`} disabled={busy} data-testid="demo-create">
          {tAuth("demoCreate")}
        </button>
        <button type="button" className={`button ${styles.wide}`} disabled={busy} onClick={() => void run("remove")} data-testid="demo-remove">
          {tAuth("demoRemove")}
        </button>
      </form>
      <p className={message?.kind === "ok" ? styles.ok : styles.error} role={message?.kind === "ok" ? "status" : "alert"} data-testid="auth-message">
        {message?.text}
      </p>
    </section>
  );
}
