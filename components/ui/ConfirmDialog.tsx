"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Dialog } from "./Dialog";

type Props = {
  open: boolean;
  message: ReactNode;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Paints Confirm red, for deletions. */
  destructive?: boolean;
  /** Disables both buttons while the confirmed action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Cancel / Confirm question. Escape or a click outside means Cancel; Cancel has the first focus. */
export function ConfirmDialog({ open, message, title, confirmLabel, cancelLabel, destructive, busy, onConfirm, onCancel }: Props) {
  const t = useTranslations("dialogs");
  if (!open) return null;
  return (
    <Dialog
      role="alertdialog"
      title={title ?? t("confirmTitle")}
      onDismiss={() => {
        if (!busy) onCancel();
      }}
      testId="confirm-dialog"
      actions={
        <>
          <button type="button" className="button" onClick={onCancel} disabled={busy} data-autofocus data-testid="confirm-dialog-cancel">
            {cancelLabel ?? t("cancel")}
          </button>
          <button
            type="button"
            className={destructive ? "button button-danger" : "button button-primary"}
            onClick={onConfirm}
            disabled={busy}
            data-testid="confirm-dialog-confirm"
          >
            {confirmLabel ?? t("confirm")}
          </button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}
