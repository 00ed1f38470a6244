"use client";

import { useTranslations } from "next-intl";
import { Svg, type IconProps } from "@/components/ui/icons-core";
import { promptInstall, useInstallOption } from "./installPrompt";

const InstallIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="6" y="2.5" width="12" height="19" rx="2" />
    <path d="M12 7v7m-3-3 3 3 3-3M10 18.5h4" />
  </Svg>
);

/**
 * 'Install app' in the user menu: the browser's own prompt where it offers
 * one, the Share / Add to Home Screen hint on iPhone Safari, else nothing.
 * The hint's dialog lives outside the menu (`onHint`), which closes on a choice.
 */
export function InstallMenuItem({ className, onChosen, onHint }: { className?: string; onChosen: () => void; onHint: () => void }) {
  const t = useTranslations("pwa");
  const option = useInstallOption();
  if (!option) return null;
  return (
    <button
      type="button"
      role="menuitem"
      className={className}
      onClick={() => {
        onChosen();
        if (option === "prompt") void promptInstall();
        else onHint();
      }}
      data-testid="menu-install"
      data-install={option}
    >
      <InstallIcon size={18} />
      <span>{t("installApp")}</span>
    </button>
  );
}
