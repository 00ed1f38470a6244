"use client";

import { useTranslations } from "next-intl";

/** The text for a refused sign-in attempt (429): how long to wait when the server says (Retry-After). */
export function useWaitText(): (retryAfterSeconds: number | undefined) => string {
  const t = useTranslations("signInWait");
  return (seconds) => {
    if (!seconds) return t("later");
    return seconds < 60 ? t("seconds", { count: seconds }) : t("minutes", { count: Math.ceil(seconds / 60) });
  };
}
