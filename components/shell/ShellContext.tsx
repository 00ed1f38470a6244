"use client";

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { ShellProps } from "@/lib/shell/server";
import { DEFAULT_MENU_BAR_MODE, type MenuBarMode } from "./menuBarModes";

// What the shell shares with pages: who is looking (from the server), and the
// few things a page may set on the menu bar (its mode, the search scope and the
// article Edit checkbox).

export type ShellInfo = Omit<ShellProps, "children">;

type MenuBarControls = {
  mode: MenuBarMode;
  setMode: (mode: MenuBarMode) => void;
  /** Folder relpath the search is limited to, or null for a global search. */
  searchScope: string | null;
  setSearchScope: (relpath: string | null) => void;
  /** The Edit checkbox shown in article and recipe modes. */
  editChecked: boolean;
  setEditChecked: (checked: boolean) => void;
};

const ShellInfoContext = createContext<ShellInfo | null>(null);
/** Drops the viewer the server saw, once the session ends on this page (an account just deleted). */
const ForgetViewerContext = createContext<() => void>(() => {});
const MenuBarContext = createContext<MenuBarControls | null>(null);

export function ShellProvider({ info, children }: { info: ShellInfo; children: ReactNode }) {
  const [viewerGone, setViewerGone] = useState(false);
  const shownInfo = useMemo(() => (viewerGone ? { ...info, viewer: null, isAdmin: false } : info), [info, viewerGone]);
  const forgetViewer = useMemo(() => () => setViewerGone(true), []);
  const [mode, setMode] = useState<MenuBarMode>(DEFAULT_MENU_BAR_MODE);
  const [searchScope, setSearchScope] = useState<string | null>(null);
  const [editChecked, setEditChecked] = useState(false);
  const controls = useMemo(() => ({ mode, setMode, searchScope, setSearchScope, editChecked, setEditChecked }), [mode, searchScope, editChecked]);
  return (
    <ShellInfoContext.Provider value={shownInfo}>
      <ForgetViewerContext.Provider value={forgetViewer}>
        <MenuBarContext.Provider value={controls}>{children}</MenuBarContext.Provider>
      </ForgetViewerContext.Provider>
    </ShellInfoContext.Provider>
  );
}

/** The viewer, their settings and the deployment, as the server saw them for this request. */
export function useShell(): ShellInfo {
  const info = useContext(ShellInfoContext);
  if (!info) throw new Error("useShell must be used inside <AppShell>");
  return info;
}

/** Shows the page as signed out from now on (the server's viewer no longer exists). */
export function useForgetViewer(): () => void {
  return useContext(ForgetViewerContext);
}

export function useMenuBarControls(): MenuBarControls {
  const controls = useContext(MenuBarContext);
  if (!controls) throw new Error("menu bar hooks must be used inside <AppShell>");
  return controls;
}

/**
 * Sets the menu bar's mode while the calling component is mounted, e.g.
 * `useMenuBarMode("TINY_THEATER")`; the default mode comes back when it unmounts.
 * Without an argument it only reads the current mode.
 */
export function useMenuBarMode(mode?: MenuBarMode): { mode: MenuBarMode; setMode: (mode: MenuBarMode) => void } {
  const { mode: current, setMode } = useMenuBarControls();
  useEffect(() => {
    if (!mode) return;
    setMode(mode);
    return () => setMode(DEFAULT_MENU_BAR_MODE);
  }, [mode, setMode]);
  return { mode: current, setMode };
}

/** Limits the menu bar's search to one folder while the calling component is mounted. */
export function useSearchScope(relpath: string | null): void {
  const { setSearchScope } = useMenuBarControls();
  useEffect(() => {
    setSearchScope(relpath);
    return () => setSearchScope(null);
  }, [relpath, setSearchScope]);
}

/** The article/recipe Edit checkbox of the menu bar. */
export function useMenuBarEditToggle(): [boolean, (checked: boolean) => void] {
  const { editChecked, setEditChecked } = useMenuBarControls();
  return [editChecked, setEditChecked];
}
