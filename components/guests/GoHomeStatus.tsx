"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { StatusPage } from "@/components/ui/StatusPage";
import { LoadingScreen } from "@/components/ui/LoadingScreen";
import { GO_HOME_REDIRECT_DELAY_MS } from "@/lib/ui/constants";
import type { GoHomeReply } from "@/lib/guests/service";
import { postJson, unwrap } from "@/lib/http/client";
import { SessionChangedStatus } from "./ManagerParts";

/**
 * A visiting friend's 'My Home': guest_go_home makes them the owner of their
 * own home again. 'Hi {owner name or email}', 'Your are entering your own
 * home {home name (number), or the number}...', then /tbhome after 5 s; on
 * failure 'Go Back Home Failed' with the error and no redirect.
 */
export function GoHomeStatus() {
  const t = useTranslations("status");
  const [result, setResult] = useState<{ home: GoHomeReply } | { error: string } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once only: the call ends the visiting session, a second call would fail.
    if (started.current) return;
    started.current = true;
    postJson<GoHomeReply>("/api_tebeauth/guest_go_home", {})
      .then((reply) => unwrap(reply))
      .then(
        (home) => setResult({ home }),
        (error: Error) => setResult({ error: error.message }),
      );
  }, []);

  if (!result) return <LoadingScreen />;
  if ("error" in result) {
    return <StatusPage title={t("goHomeFailedTitle")} message={t("goHomeFailedMessage", { error: result.error })} okHref="/tbhome" />;
  }
  const { owner_name, email, home_name, home_number } = result.home;
  const home = home_name ? t("homeNameNumber", { name: home_name, number: home_number }) : home_number;
  return (
    <SessionChangedStatus
      title={t("goHomeTitle", { name: owner_name || email })}
      message={t("goHomeMessage", { home })}
      to="/tbhome"
      delayMs={GO_HOME_REDIRECT_DELAY_MS}
    />
  );
}
