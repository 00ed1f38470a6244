"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { MessageDialog } from "./Dialog";
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
    <MessageDialog
      role="alertdialog"
      title={title ?? t("errorTitle")}
      titleClassName={styles.dialogTitleError}
      okLabel={t("ok")}
      onClose={onClose}
      testId="error-dialog"
    >
      {message}
    </MessageDialog>
  );
}
