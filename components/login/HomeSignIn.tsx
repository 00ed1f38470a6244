"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { postJson } from "@/lib/http/client";
import { takeFailedUrl } from "@/lib/auth/failed-url";
import { LOGIN_BUSY_CURSOR_MS, LOGIN_FIELD_MAX } from "@/lib/ui/constants";
import { useWaitText } from "@/components/auth/useWaitText";
import { Keypad } from "./Keypad";
import styles from "@/components/ui/AuthCard.module.css";

// Home-face sign-in: the name step, then the key step with an on-screen keypad.

type Step = "name" | "key";

/** returnTo: the page that asked for a session (?from=), opened once signed in. */
export function HomeSignIn({ returnTo = null }: { returnTo?: string | null }) {
  const t = useTranslations("login");
  const router = useRouter();
  const waitText = useWaitText();
  const [step, setStep] = useState<Step>("name");
  const [name, setName] = useState("");
  const [key, setKey] = useState("");
  // "info" is a neutral line (the greeting after the name step): green "ok" would read as if sign-in were done.
  const [message, setMessage] = useState<{ kind: "error" | "info"; text: string } | null>(returnTo ? { kind: "info", text: t("signInToContinue") } : null);
  const [busy, setBusy] = useState(false);

  // The button keeps a busy cursor for a moment so a double click does not send twice.
  async function withBusyCursor<T>(work: () => Promise<T>): Promise<T> {
    setBusy(true);
    const [result] = await Promise.all([work(), new Promise((r) => setTimeout(r, LOGIN_BUSY_CURSOR_MS))]);
    setBusy(false);
    return result;
  }

  async function submitName(event: FormEvent) {
    event.preventDefault();
    const username = name.trim();
    if (!username) return setMessage({ kind: "error", text: t("emptyName") });
    const reply = await postJson<string>("/check_username", { username });
    if (reply.status) {
      setMessage({ kind: "info", text: t("greeting", { name: username }) });
      setStep("key");
    } else {
      setMessage({ kind: "error", text: reply.httpStatus === 0 ? t("errorLater") : t("loginFailed") });
    }
  }

  async function submitKey(event?: FormEvent) {
    event?.preventDefault();
    const trimmed = key.trim();
    if (!trimmed) return setMessage({ kind: "error", text: t("emptyKey") });
    const reply = await withBusyCursor(() => postJson<{ name: string }>("/check_password", { key: trimmed }));
    if (!reply.status) {
      setKey("");
      const text = reply.httpStatus === 429 ? waitText(reply.retryAfter) : (reply.message ?? reply.error ?? t("errorLater"));
      return setMessage({ kind: "error", text });
    }
    // Both are read: the remembered address is used up either way; the one in this address wins.
    const remembered = takeFailedUrl();
    const failedUrl = returnTo ?? remembered;
    if (failedUrl) window.location.assign(failedUrl);
    // Signed in on the forced landing (after a logout): on to the home page proper, whose page 1 may auto-play.
    else if (new URLSearchParams(window.location.search).has("forceLanding")) window.location.replace("/");
    else router.refresh();
  }

  return (
    <section className={styles.card} data-testid="home-sign-in" data-step={step}>
      {step === "name" ? (
        <form onSubmit={submitName} className={styles.form}>
          <h1 className={styles.title}>{t("nameTitle")}</h1>
          <label className={styles.visuallyHidden} htmlFor="sign-in-name">
            {t("nameLabel")}
          </label>
          <input
            id="sign-in-name"
            className="input"
            value={name}
            maxLength={LOGIN_FIELD_MAX}
            autoComplete="username"
            autoFocus
            placeholder={t("namePlaceholder")}
            onChange={(e) => setName(e.target.value)}
            data-testid="sign-in-name"
          />
          <button type="submit" className="button button-primary" data-testid="sign-in-name-enter">
            {t("enter")}
          </button>
        </form>
      ) : (
        <form onSubmit={submitKey} className={styles.form}>
          <h1 className={styles.title}>{t("keyTitle")}</h1>
          <label className={styles.visuallyHidden} htmlFor="sign-in-key">
            {t("keyLabel")}
          </label>
          <input
            id="sign-in-key"
            className="input"
            type="password"
            inputMode="numeric"
            autoComplete="current-password"
            value={key}
            maxLength={LOGIN_FIELD_MAX}
            autoFocus
            placeholder={t("keyPlaceholder")}
            onChange={(e) => setKey(e.target.value.replace(/\D/g, ""))}
            data-testid="sign-in-key"
          />
          <Keypad
            onEnter={() => void submitKey()}
            onDigit={(digit) => setKey((k) => (k.length < LOGIN_FIELD_MAX ? k + digit : k))}
            onBackspace={() => setKey((k) => k.slice(0, -1))}
          />
          <button type="submit" className={`button button-primary ${busy ? styles.busy : ""}`} disabled={busy} data-testid="sign-in-key-enter">
            {t("enter")}
          </button>
        </form>
      )}
      <p className={message?.kind === "error" ? styles.error : styles.info} role={message?.kind === "error" ? "alert" : "status"} data-testid="sign-in-message">
        {message?.text}
      </p>
    </section>
  );
}
