"use client";

import { useTranslations } from "next-intl";
import styles from "./ui.module.css";

/** 'Loading...' (or '加载中...') with a spinner, while a page's data arrives. */
export function LoadingScreen() {
  const t = useTranslations("common");
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-testid="loading-screen">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t("loading")}</span>
    </div>
  );
}
