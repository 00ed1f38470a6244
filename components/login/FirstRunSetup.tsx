"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { postJson } from "@/lib/http/client";
import { LOGIN_FIELD_MAX } from "@/lib/ui/constants";
import styles from "@/components/ui/AuthCard.module.css";

// Room for the 14 characters of the code and a few stray spaces.
const SETUP_CODE_FIELD_MAX = 20;

/**
 * Shown on / while the home has no owner: whoever has the setup code from the
 * server's log picks the owner's name and key.
 */
export function FirstRunSetup() {
  const t = useTranslations("setup");
  const router = useRouter();
  const [form, setForm] = useState({ setupCode: "", name: "", key: "", repeatKey: "" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.setupCode.trim()) return setError(t("codeMissing"));
    setBusy(true);
    const reply = await postJson("/api/setup", form);
    setBusy(false);
    if (!reply.status) return setError(codeFailure(reply.httpStatus) ?? reply.error ?? t("failed"));
    router.refresh();
  }

  // The code's refusals in the page's language; the other texts come from the server.
  const codeFailure = (status: number) => (status === 403 ? t("codeWrong") : status === 429 ? t("codeTooManyAttempts") : null);

  return (
    <section className={styles.card} data-testid="first-run-setup">
      <form onSubmit={submit} className={styles.form}>
        <h1 className={styles.title}>{t("title")}</h1>
        <p className={styles.intro}>{t("intro")}</p>
        <label className={styles.field}>
          {t("code")}
          <input
            className="input"
            value={form.setupCode}
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={SETUP_CODE_FIELD_MAX}
            placeholder="XXXX-XXXX-XXXX"
            aria-describedby="setup-code-hint"
            onChange={(e) => setForm({ ...form, setupCode: e.target.value })}
            data-testid="setup-code"
          />
          <span className={styles.hint} id="setup-code-hint">
            {t("codeHint")}
          </span>
        </label>
        <input
          className="input"
          aria-label={t("name")}
          placeholder={t("name")}
          maxLength={LOGIN_FIELD_MAX}
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          data-testid="setup-name"
        />
        <KeyInput label={t("key")} value={form.key} onChange={(key) => setForm({ ...form, key })} testId="setup-key" />
        <KeyInput label={t("repeatKey")} value={form.repeatKey} onChange={(repeatKey) => setForm({ ...form, repeatKey })} testId="setup-repeat-key" />
        <button type="submit" className="button button-primary" disabled={busy} data-testid="setup-submit">
          {t("submit")}
        </button>
      </form>
      <p className={styles.error} role="alert" data-testid="setup-error">
        {error}
      </p>
    </section>
  );
}

/** The owner's key (digits only, masked, with the phone's number pad), or its repetition. */
function KeyInput({ label, value, onChange, testId }: { label: string; value: string; onChange: (digits: string) => void; testId: string }) {
  return (
    <input
      className="input"
      type="password"
      inputMode="numeric"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, LOGIN_FIELD_MAX))}
      data-testid={testId}
    />
  );
}
