"use client";

import { useTranslations } from "next-intl";
import { MessageDialog } from "@/components/ui/Dialog";

/** The iPhone hint: Share, then Add to Home Screen. */
export function InstallHintDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("pwa");
  const common = useTranslations("common");
  return (
    <MessageDialog title={t("installApp")} okLabel={common("ok")} onClose={onClose} testId="install-hint">
      <p>{t("iosInstallHint")}</p>
    </MessageDialog>
  );
}
