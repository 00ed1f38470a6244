"use client";

import type { ReactNode } from "react";
import type { ShellProps } from "@/lib/shell/server";
import { MenuBar } from "./MenuBar";
import { menuBarLayout } from "./menuBarModes";
import { ShellProvider, useMenuBarControls } from "./ShellContext";
import styles from "./AppShell.module.css";

/** Every page's frame: the menu bar above the page, and the shell context pages read from. */
export function AppShell({ children, ...info }: ShellProps & { children: ReactNode }) {
  return (
    <ShellProvider info={info}>
      <ShellFrame>{children}</ShellFrame>
    </ShellProvider>
  );
}

function ShellFrame({ children }: { children: ReactNode }) {
  const { mode } = useMenuBarControls();
  const { reservesSpace } = menuBarLayout(mode);
  return (
    <div className={styles.frame} data-menubar-mode={mode}>
      <MenuBar />
      <main id="main" className={reservesSpace ? styles.mainBelowBar : styles.mainFull}>
        {children}
      </main>
    </div>
  );
}
