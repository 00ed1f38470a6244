"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { useShell } from "@/components/shell/ShellContext";

/**
 * The `<settings>` tag of texts that send the reader to Settings ('Turn on Edit
 * in Settings…'): a link for an owner, who can open Settings; plain text for a
 * guest, who cannot. Use as `t.rich(key, { settings: useSettingsLink() })`.
 */
export function useSettingsLink(): (chunks: ReactNode) => ReactNode {
  const { deployType, viewer } = useShell();
  const href = deployType === "tebe" ? "/tbsettings" : "/settings";
  const SettingsLink = (chunks: ReactNode) =>
    viewer?.loginUserType === "owner" ? (
      <Link href={href} data-testid="settings-link">
        {chunks}
      </Link>
    ) : (
      chunks
    );
  return SettingsLink;
}
