"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { postJson, refusalOf } from "@/lib/http/client";
import { takeFailedUrl } from "@/lib/auth/failed-url";
import { formatHomeNumber, normalizeHomeNumber } from "@/lib/guests/schemas";
import { useServerText } from "@/components/ui/useErrorText";
import { GuestNameInput, PinInput } from "./PinFields";
import styles from "@/components/ui/AuthCard.module.css";

/**
 * /glogin: an invited guest signs in with their name, the home number (shown
 * 3-4-3) and the PIN they chose when accepting. An owner signed in in this browser is told first that this
 * logs them out (documents: "an owner who logs in as guest first is logged
 * out"): guest_login ends the browser's session before it opens the guest's.
 */
export function GuestLogin({ signedInAsOwner = false }: { signedInAsOwner?: boolean }) {
  const t = useTranslations("login");
  const tPin = useTranslations("guestPin");
  const serverText = useServerText();
  const [name, setName] = useState("");
  const [homeNumber, setHomeNumber] = useState("");
  const [pin, setPin] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [loggedOut, setLoggedOut] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(t("invalidGuestName"));
    if (!normalizeHomeNumber(homeNumber)) return setError(t("invalidGuestManual"));
    if (!pin) return setError(tPin("providePin"));
    setBusy(true);
    const reply = await postJson("/api_tebeauth/guest_login", { guest_name: name.trim(), home_number: normalizeHomeNumber(homeNumber), pin });
    setBusy(false);
    if (!reply.status) return setError(reply.error ? serverText(refusalOf(reply)) : t("errorLater"));
    setError(null);
    if (signedInAsOwner) setLoggedOut(true);
    window.location.assign(takeFailedUrl() ?? "/tbhome");
  }

  return (
    <section className={styles.card} data-testid="guest-login">
      <form onSubmit={submit} className={styles.form}>
        <h1 className={styles.title}>{t("guestLoginTitle")}</h1>
        {signedInAsOwner && !loggedOut && (
          <p className={styles.notice} role="status" data-testid="owner-on-guest-login">
            {t("ownerWillBeLoggedOut")}
          </p>
        )}
        <GuestNameInput label={t("guestName")} value={name} onChange={setName} testId="guest-login-name" />
        <input
          className="input"
          aria-label={t("homeNumber")}
          placeholder="123-4567-890"
          inputMode="numeric"
          value={homeNumber}
          onChange={(e) => setHomeNumber(formatHomeNumber(e.target.value))}
          data-testid="guest-login-home-number"
        />
        <PinInput label={tPin("pin")} value={pin} onChange={setPin} autoComplete="current-password" testId="guest-login-pin" />
        <button type="submit" className="button button-primary" disabled={busy} data-testid="guest-login-submit">
          {t("enter")}
        </button>
      </form>
      <p className={styles.error} role="alert" data-testid="guest-login-error">
        {error}
      </p>
      {loggedOut && (
        <p className={styles.ok} role="status" data-testid="guest-login-owner-logged-out">
          {t("ownerLoggedOutAsGuest")}
        </p>
      )}
    </section>
  );
}
