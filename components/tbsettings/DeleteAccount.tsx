"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { StatusPage } from "@/components/ui/StatusPage";
import { useForgetViewer } from "@/components/shell/ShellContext";
import { ACCOUNT_DELETED_REDIRECT_MS } from "@/lib/homesettings/constants";
import { deleteAccount } from "./tbsettingsApi";
import { useSettingsText } from "./useSettingsText";
import styles from "./TebeSettings.module.css";

/**
 * /tbdelacc: deleting the account needs the consent box ticked; afterwards
 * the status page says so and goes to the landing page after 20 s.
 */
export function DeleteAccount({ homeName, homeNumber }: { homeName: string; homeNumber: string }) {
  const t = useTranslations("tbSettings");
  const tLogin = useTranslations("login");
  const tStatus = useTranslations("status");
  const text = useSettingsText();
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [deleted, setDeleted] = useState(false);
  const forgetViewer = useForgetViewer();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!consent || busy) return;
    setBusy(true);
    setError("");
    const reply = await deleteAccount();
    setBusy(false);
    if (!reply.status) return setError(t("deleteFailed", { error: text.failure(reply, tLogin("errorLater")) }));
    // The menu bar must not go on showing the deleted owner as signed in.
    forgetViewer();
    setDeleted(true);
  }

  if (deleted) {
    // The session is gone: OK and the redirect lead to the landing page with a full load.
    return (
      <StatusPage
        title={tStatus("accountDeletedTitle")}
        message={tStatus("accountDeletedMessage")}
        redirectTo="/"
        delayMs={ACCOUNT_DELETED_REDIRECT_MS}
        onOk={() => window.location.assign("/")}
      />
    );
  }

  return (
    <div className={styles.narrowPage} data-testid="delete-account">
      <form className={`${styles.part} ${styles.deleteCard}`} onSubmit={submit} noValidate>
        <h1>{tLogin("deleteAccountTitle")}</h1>
        <p className={styles.homeNumber}>
          {homeName} · {t("homeNumber")} <strong>{homeNumber}</strong>
        </p>
        <p>{t("deleteIntro")}</p>
        <label className={styles.consent}>
          <input type="checkbox" checked={consent} disabled={busy} onChange={(e) => setConsent(e.target.checked)} data-testid="delete-consent" />
          {tLogin("deleteAccountConsent")}
        </label>
        <div className={styles.formActions}>
          <button type="submit" className="button button-danger" disabled={!consent || busy} aria-busy={busy} data-testid="delete-submit">
            {busy ? t("deleting") : tLogin("deleteAccountButton")}
          </button>
          <Link href="/tbsettings" className="button">
            {t("cancel")}
          </Link>
        </div>
        <p className={styles.error} role="alert" data-testid="delete-message">
          {error}
        </p>
      </form>
    </div>
  );
}
