"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { postJson } from "@/lib/http/client";
import { LOGIN_FIELD_MAX } from "@/lib/ui/constants";
import styles from "@/components/ui/AuthCard.module.css";

/** Shown on / while the home has no owner: the first visitor picks the owner's name and key. */
export function FirstRunSetup() {
  const t = useTranslations("setup");
  const router = useRouter();
  const [form, setForm] = useState({ name: "", key: "", repeatKey: "" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const reply = await postJson("/api/setup", form);
    setBusy(false);
    if (!reply.status) return setError(reply.error ?? t("failed"));
    router.refresh();
  }

  const digitsOnly = (value: string) => value.replace(/\D/g, "").slice(0, LOGIN_FIELD_MAX);
  return (
    <section className={styles.card} data-testid="first-run-setup">
      <form onSubmit={submit} className={styles.form}>
        <h1 className={styles.title}>{t("title")}</h1>
        <p className={styles.intro}>{t("intro")}</p>
        <input className="input" aria-label={t("name")} placeholder={t("name")} maxLength={LOGIN_FIELD_MAX} value={form.name} autoFocus
          onChange={(e) => setForm({ ...form, name: e.target.value })} data-testid="setup-name" />
        <input className="input" type="password" inputMode="numeric" aria-label={t("key")} placeholder={t("key")} value={form.key}
          onChange={(e) => setForm({ ...form, key: digitsOnly(e.target.value) })} data-testid="setup-key" />
        <input className="input" type="password" inputMode="numeric" aria-label={t("repeatKey")} placeholder={t("repeatKey")} value={form.repeatKey}
          onChange={(e) => setForm({ ...form, repeatKey: digitsOnly(e.target.value) })} data-testid="setup-repeat-key" />
        <button type="submit" className="button button-primary" disabled={busy} data-testid="setup-submit">{t("submit")}</button>
      </form>
      <p className={styles.error} role="alert" data-testid="setup-error">{error}</p>
    </section>
  );
}
