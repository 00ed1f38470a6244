"use client";

import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { postJson, refusalOf } from "@/lib/http/client";
import { Dialog } from "@/components/ui/Dialog";
import { useServerText } from "@/components/ui/useErrorText";
import { PinFields, pinProblem } from "./PinFields";
import styles from "@/components/ui/AuthCard.module.css";

/**
 * Shown on every page to a guest who accepted their invite before PINs
 * existed: guest_login now needs one, and only this signed-in device can
 * choose it. "Later" closes it until the next page load.
 */
export function SetGuestPin() {
  const t = useTranslations("guestPin");
  const serverText = useServerText();
  const formId = useId();
  const [open, setOpen] = useState(true);
  const [saved, setSaved] = useState(false);
  const [pin, setPin] = useState("");
  const [pinRepeat, setPinRepeat] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = pinProblem(pin, pinRepeat);
    if (problem) return setError(t(problem));
    setBusy(true);
    const reply = await postJson("/api_tebeauth/set_guest_pin", { pin });
    setBusy(false);
    if (!reply.status) return setError(reply.error ? serverText(refusalOf(reply)) : t("saveFailed"));
    setError(null);
    setSaved(true);
  }

  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <Dialog
      title={t("setTitle")}
      onDismiss={close}
      testId="set-guest-pin"
      actions={
        saved ? (
          <button type="button" className="button button-primary" onClick={close} data-testid="set-guest-pin-ok">
            {t("ok")}
          </button>
        ) : (
          <>
            <button type="button" className="button" onClick={close} disabled={busy} data-testid="set-guest-pin-later">
              {t("later")}
            </button>
            <button type="submit" form={formId} className="button button-primary" disabled={busy} data-testid="set-guest-pin-save">
              {t("save")}
            </button>
          </>
        )
      }
    >
      {saved ? (
        <p className={styles.ok} role="status" data-testid="set-guest-pin-saved">
          {t("saved")}
        </p>
      ) : (
        <>
          <form id={formId} onSubmit={submit} className={styles.form}>
            <p>{t("setIntro")}</p>
            <PinFields pin={pin} pinRepeat={pinRepeat} onPin={setPin} onPinRepeat={setPinRepeat} testIdPrefix="set-guest-pin" />
          </form>
          <p className={styles.error} role="alert" data-testid="set-guest-pin-error">
            {error}
          </p>
        </>
      )}
    </Dialog>
  );
}
