"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { StatusPage } from "@/components/ui/StatusPage";
import { LoadingScreen } from "@/components/ui/LoadingScreen";
import { GO_HOME_REDIRECT_DELAY_MS } from "@/lib/ui/constants";
import type { GoHomeReply } from "@/lib/guests/service";
import { SessionChangedStatus, guestCall } from "./ManagerParts";

/**
 * A visiting friend's 'My Home': guest_go_home makes them the owner of their
 * own home again. 'Hi {name}' then /tbhome after 5 s; on failure
 * 'Go Back Home Failed' and no redirect.
 */
export function GoHomeStatus() {
  const t = useTranslations("guests");
  const [result, setResult] = useState<{ home: GoHomeReply } | { error: string } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once only: the call ends the visiting session, a second call would fail.
    if (started.current) return;
    started.current = true;
    guestCall<GoHomeReply>("/api_tebeauth/guest_go_home", {}).then(
      (home) => setResult({ home }),
      (error: Error) => setResult({ error: error.message }),
    );
  }, []);

  if (!result) return <LoadingScreen />;
  if ("error" in result) return <StatusPage title={t("goHomeFailed")} message={result.error} okHref="/tbhome" />;
  const name = result.home.owner_name || result.home.email || result.home.home_name;
  return <SessionChangedStatus title={t("goHomeHi", { name })} message={t("goHomeMessage")} to="/tbhome" delayMs={GO_HOME_REDIRECT_DELAY_MS} />;
}
