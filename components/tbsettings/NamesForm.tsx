"use client";

import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { PROFILE_UPDATE_MIN_MS } from "@/lib/homesettings/constants";
import { HomeName, OwnerName, typedName } from "@/lib/homesettings/schemas";
import { changedNames, withMinimumDuration, type Names } from "./names";
import { updateHomeName, updateOwnerName } from "./tbsettingsApi";
import { useSettingsText } from "./useSettingsText";
import styles from "./TebeSettings.module.css";

type Props = {
  initial: Names;
  /** After a successful update, with the names now stored. */
  onSaved?: (names: Names) => void;
};

type Notice = { kind: "ok" | "error"; text: string } | null;

/**
 * Home Name (required) and Owner Name (optional), at most 20 characters each.
 * Update shows 'Updating...' for at least 1.5 s; success says so, a failure
 * puts the fields back to what is stored and shows the error.
 */
export function NamesForm({ initial, onSaved }: Props) {
  const t = useTranslations("onboarding");
  const text = useSettingsText();
  const id = useId();
  const [saved, setSaved] = useState<Names>(initial);
  const [typed, setTyped] = useState<Names>(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  async function update(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    const invalid = HomeName.safeParse(typed.home_name).error ?? OwnerName.safeParse(typed.owner_name).error;
    if (invalid) {
      setTyped(saved);
      return setNotice({ kind: "error", text: text.message(invalid.issues[0]?.message, t("updateFailedRetry")) });
    }
    setBusy(true);
    const changes = changedNames(saved, typed);
    const outcome = await withMinimumDuration(save(saved, changes), PROFILE_UPDATE_MIN_MS);
    setBusy(false);
    setSaved(outcome.stored);
    if (outcome.error !== null) {
      setTyped(outcome.stored);
      return setNotice({ kind: "error", text: outcome.error });
    }
    setTyped(outcome.stored);
    setNotice({ kind: "ok", text: t("updated") });
    onSaved?.(outcome.stored);
  }

  /** Sends the changed names one by one; answers what is stored afterwards and the first error. */
  async function save(stored: Names, changes: Partial<Names>): Promise<{ stored: Names; error: string | null }> {
    let now = stored;
    if (changes.home_name !== undefined) {
      const reply = await updateHomeName(changes.home_name);
      if (!reply.status || !reply.data) return { stored: now, error: text.failure(reply, t("updateFailedRetry")) };
      now = { ...now, home_name: reply.data.home_name };
    }
    if (changes.owner_name !== undefined) {
      const reply = await updateOwnerName(changes.owner_name);
      if (!reply.status || !reply.data) return { stored: now, error: text.failure(reply, t("updateFailedRetry")) };
      now = { ...now, owner_name: reply.data.owner_name };
    }
    return { stored: now, error: null };
  }

  return (
    <form className={styles.namesForm} onSubmit={update} noValidate data-testid="names-form">
      <label className={styles.field} htmlFor={`${id}-home`}>
        {t("homeName")}
        <input
          id={`${id}-home`}
          className="input"
          value={typed.home_name}
          maxLength={20}
          autoComplete="off"
          disabled={busy}
          onChange={(e) => setTyped({ ...typed, home_name: typedName(e.target.value) })}
          data-testid="home-name-input"
        />
      </label>
      <label className={styles.field} htmlFor={`${id}-owner`}>
        {t("ownerName")}
        <input
          id={`${id}-owner`}
          className="input"
          value={typed.owner_name}
          maxLength={20}
          autoComplete="off"
          placeholder={t("ownerNamePlaceholder")}
          disabled={busy}
          onChange={(e) => setTyped({ ...typed, owner_name: typedName(e.target.value) })}
          data-testid="owner-name-input"
        />
      </label>
      <div className={styles.formActions}>
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy} data-testid="names-update">
          {busy ? t("updating") : t("update")}
        </button>
        <p className={notice?.kind === "error" ? styles.error : styles.ok} role={notice?.kind === "error" ? "alert" : "status"} data-testid="names-message">
          {notice?.text}
        </p>
      </div>
    </form>
  );
}
