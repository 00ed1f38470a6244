"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { postJson } from "@/lib/http/client";
import styles from "@/components/ui/AuthCard.module.css";

/** /invite/{token}: the invited guest accepts with the name the invite was made for. */
export function AcceptInvite({ inviteToken }: { inviteToken: string }) {
  const t = useTranslations("guests");
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(t("inviteNameRequired"));
    setBusy(true);
    const reply = await postJson("/api_tebeauth/accept_invite", { invite_token: inviteToken, guest_name: name.trim() });
    setBusy(false);
    if (!reply.status) return setError(reply.error ?? t("sendFailed"));
    window.location.assign("/tbhome");
  }

  return (
    <section className={styles.card} data-testid="accept-invite">
      <form onSubmit={submit} className={styles.form}>
        <h1 className={styles.title}>{t("acceptTitle")}</h1>
        <p className={styles.intro}>{t("acceptIntro")}</p>
        <input className="input" aria-label={t("guestName")} placeholder={t("guestName")} value={name} autoFocus
          onChange={(e) => setName(e.target.value)} data-testid="accept-invite-name" />
        <button type="submit" className="button button-primary" disabled={busy} data-testid="accept-invite-submit">{t("acceptInvite")}</button>
      </form>
      <p className={styles.error} role="alert" data-testid="accept-invite-error">{error}</p>
    </section>
  );
}
