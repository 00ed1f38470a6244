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
  const ids = { passcode: useId(), note: useId() };
  const set = (changes: Partial<InviteForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    setError(null);
  };

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
            <LimitNumber
              label={t("days")}
              min={0}
              max={INVITE_DAYS_MAX}
              value={form.days}
              disabled={!form.useTime}
              clamp={clampDays}
              onChange={(days) => set({ days })}
              testId="invite-days"
            />
            <LimitNumber
              label={t("hours")}
              min={0}
              max={INVITE_HOURS_MAX}
              value={form.hours}
              disabled={!form.useTime}
              clamp={clampHours}
              onChange={(hours) => set({ hours })}
              testId="invite-hours"
            />
          </div>
          <label className={styles.checkRow}>
            <input type="checkbox" checked={form.useViews} onChange={(e) => set({ useViews: e.target.checked })} data-testid="invite-use-views" />
            {t("byViews")}
          </label>
          <div className={styles.inviteNumbers}>
            <LimitNumber
              label={t("views")}
              min={INVITE_VIEWS_MIN}
              value={form.views}
              disabled={!form.useViews}
              onChange={(views) => set({ views })}
              testId="invite-views"
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

/** A number of an invite's limit; empty is NaN (the form says what is missing), typed values are clamped to the allowed range. */
function LimitNumber(props: {
  label: string;
  min: number;
  max?: number;
  value: number;
  disabled: boolean;
  clamp?: (value: number) => number;
  onChange: (value: number) => void;
  testId: string;
}) {
  const id = useId();
  const { clamp = (value: number) => value } = props;
  return (
    <>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        className="input"
        type="number"
        min={props.min}
        max={props.max}
        inputMode="numeric"
        value={Number.isNaN(props.value) ? "" : props.value}
        disabled={props.disabled}
        onChange={(e) => {
          const typed = e.target.value.trim() === "" ? Number.NaN : Number(e.target.value);
          props.onChange(Number.isNaN(typed) ? typed : clamp(typed));
        }}
        data-testid={props.testId}
      />
    </>
  );
}
