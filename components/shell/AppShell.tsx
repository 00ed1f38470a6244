"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { ShellProps } from "@/lib/shell/server";
import { MenuBar } from "./MenuBar";
import { menuBarLayout } from "./menuBarModes";
import { ShellProvider, useMenuBarControls } from "./ShellContext";
import { ActivityProvider, useUserActive } from "./ActivityContext";
import styles from "./AppShell.module.css";

/** Every page's frame: the menu bar above the page, and the shell context pages read from. */
export function AppShell({ children, ...info }: ShellProps & { children: ReactNode }) {
  return (
    <ShellProvider info={info}>
      <ActivityProvider>
        <ShellFrame>{children}</ShellFrame>
      </ActivityProvider>
    </ShellProvider>
  );
}

function ShellFrame({ children }: { children: ReactNode }) {
  const { mode } = useMenuBarControls();
  const { reservesSpace } = menuBarLayout(mode);
  const t = useTranslations("shell");
  const active = useUserActive();
  return (
    <div className={styles.frame} data-menubar-mode={mode} data-user-active={active}>
      {/* The first Tab stop: past the menu bar's buttons straight to the page. */}
      <a href="#main" className="skip-link" data-testid="skip-link">
        {t("skipToContent")}
      </a>
      <MenuBar />
      <main id="main" tabIndex={-1} className={reservesSpace ? styles.mainBelowBar : styles.mainFull}>
        {children}
      </main>
    </div>
  );
}
