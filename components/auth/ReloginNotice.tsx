"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { StatusPage } from "@/components/ui/StatusPage";
import { rememberFailedUrl } from "@/lib/auth/failed-url";
import { RELOGIN_REDIRECT_DELAY_MS } from "@/lib/ui/constants";

/** The session-expired notice: remembers the page that failed, then goes to sign-in after 3 s. */
export function ReloginNotice({ from, signInPath, guest }: { from: string | null; signInPath: string; guest: boolean }) {
  const t = useTranslations("status");
  useEffect(() => {
    if (from) rememberFailedUrl(from);
  }, [from]);
  return (
    <StatusPage
      title={t("sessionExpiredTitle")}
      message={guest ? t("guestSessionExpiredMessage") : t("sessionExpiredMessage")}
      redirectTo={signInPath}
      delayMs={RELOGIN_REDIRECT_DELAY_MS}
    />
  );
}
