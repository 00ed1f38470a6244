"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { inviteApi, type InviteRow } from "./api";
import {
  checkInviteForm,
  clampDays,
  clampHours,
  formOfInvite,
  INVITE_DAYS_MAX,
  INVITE_DEFAULTS,
  INVITE_HOURS_MAX,
  INVITE_VIEWS_MIN,
  type InviteForm,
} from "./invite-form";
import { LensDialog } from "./LensDialog";
import styles from "./Lenses.module.css";

type Props = {
  lensId: string;
  /** The invite to edit; null: a new invite. */
  invite: InviteRow | null;
  onSaved: () => void;
  onClose: () => void;
};

/**
 * The invite editor (seeds 001 section 5): expiry by time (days and hours),
 * by views, or both; a passcode and a note. A new invite asks the server for
 * its code first (get_invite_code), then creates it; an edit sends PATCH
 * update/{id}.
 */
export function InviteEditor({ lensId, invite, onSaved, onClose }: Props) {
  const t = useTranslations("invites");
  const tCommon = useTranslations("common");
  const tLens = useTranslations("lens");
  const [form, setForm] = useState<InviteForm>(() => (invite ? formOfInvite(invite, Date.now()) : { ...INVITE_DEFAULTS }));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = { days: useId(), hours: useId(), views: useId(), passcode: useId(), note: useId() };
  const set = (changes: Partial<InviteForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    setError(null);
  };
  const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

  async function save() {
    if (invite && !invite.id) return setError(t("invalidInvite"));
    const checked = checkInviteForm(form, invite !== null);
    if (!checked.ok) return setError(t(checked.error));
    setSaving(true);
    try {
      let reply;
      if (invite) {
        reply = await inviteApi.update(invite.id, checked.payload);
      } else {
        let code: string;
        try {
          code = await inviteApi.newCode();
        } catch {
          setError(t("generateFailed"));
          return;
        }
        reply = await inviteApi.create({ ...checked.payload, passcode: checked.payload.passcode ?? "", invite_code: code, resource_id: lensId });
      }
      if (!reply.status) {
        setError(reply.httpStatus === 0 ? t("saveUnexpected") : t("saveFailed"));
        return;
      }
      onSaved();
    } catch {
      setError(t("saveUnexpected"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <LensDialog
      title={invite ? t("editInvite") : t("createInvite")}
      onDismiss={onClose}
      testId="invite-editor"
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {tCommon("cancel")}
          </button>
          <button type="button" className="button button-primary" onClick={() => void save()} disabled={saving} data-testid="invite-save">
            {saving ? tCommon("saving") : tCommon("save")}
          </button>
        </>
      }
    >
      <form
        className={styles.inviteForm}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
        {/* First in the form: the dialog's body scrolls on a phone, and the message must be seen. */}
        {error && (
          <p className={styles.formError} role="alert" data-testid="invite-error">
            {error}
          </p>
        )}
        <fieldset className={styles.inviteFieldset}>
          <legend>{t("expiration")}</legend>
          <label className={styles.checkRow}>
            <input type="checkbox" checked={form.useTime} onChange={(e) => set({ useTime: e.target.checked })} data-testid="invite-use-time" />
            {t("byTime")}
          </label>
          <div className={styles.inviteNumbers}>
            <label htmlFor={ids.days}>{t("days")}</label>
            <input
              id={ids.days}
              className="input"
              type="number"
              min={0}
              max={INVITE_DAYS_MAX}
              inputMode="numeric"
              value={Number.isNaN(form.days) ? "" : form.days}
              disabled={!form.useTime}
              onChange={(e) => set({ days: Number.isNaN(number(e.target.value)) ? Number.NaN : clampDays(number(e.target.value)) })}
              data-testid="invite-days"
            />
            <label htmlFor={ids.hours}>{t("hours")}</label>
            <input
              id={ids.hours}
              className="input"
              type="number"
              min={0}
              max={INVITE_HOURS_MAX}
              inputMode="numeric"
              value={Number.isNaN(form.hours) ? "" : form.hours}
              disabled={!form.useTime}
              onChange={(e) => set({ hours: Number.isNaN(number(e.target.value)) ? Number.NaN : clampHours(number(e.target.value)) })}
              data-testid="invite-hours"
            />
          </div>
          <label className={styles.checkRow}>
            <input type="checkbox" checked={form.useViews} onChange={(e) => set({ useViews: e.target.checked })} data-testid="invite-use-views" />
            {t("byViews")}
          </label>
          <div className={styles.inviteNumbers}>
            <label htmlFor={ids.views}>{t("views")}</label>
            <input
              id={ids.views}
              className="input"
              type="number"
              min={INVITE_VIEWS_MIN}
              inputMode="numeric"
              value={Number.isNaN(form.views) ? "" : form.views}
              disabled={!form.useViews}
              onChange={(e) => set({ views: number(e.target.value) })}
              data-testid="invite-views"
            />
          </div>
        </fieldset>
        <label htmlFor={ids.passcode}>{t("passcode")}</label>
        <input
          id={ids.passcode}
          className="input"
          type="text"
          autoComplete="off"
          value={form.passcode}
          placeholder={invite ? tLens("passcodeKeep") : undefined}
          onChange={(e) => set({ passcode: e.target.value })}
          data-testid="invite-passcode"
        />
        <label htmlFor={ids.note}>{t("note")}</label>
        <textarea id={ids.note} className="input" rows={2} value={form.note} onChange={(e) => set({ note: e.target.value })} data-testid="invite-note" />
      </form>
    </LensDialog>
  );
}
