"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Dialog } from "./Dialog";
import styles from "./ui.module.css";

type Props = {
  open: boolean;
  message: ReactNode;
  /** Defaults to 'Error'. */
  title?: ReactNode;
  onClose: () => void;
};

/** An error told to the user with a single OK (e.g. 'Load media files ... failed! Error: ...'). */
export function ErrorDialog({ open, message, title, onClose }: Props) {
  const t = useTranslations("dialogs");
  if (!open) return null;
  return (
    <Dialog
      role="alertdialog"
      title={title ?? t("errorTitle")}
      titleClassName={styles.dialogTitleError}
      onDismiss={onClose}
      testId="error-dialog"
      actions={
        <button type="button" className="button button-primary" onClick={onClose} data-autofocus data-testid="error-dialog-ok">
          {t("ok")}
        </button>
      }
    >
      {message}
    </Dialog>
  );
}
