"use client";

import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { ShellProps } from "@/lib/shell/server";
import type { SearchCarry } from "@/components/search/carry";
import { DEFAULT_MENU_BAR_MODE, type MenuBarMode } from "./menuBarModes";

// What the shell shares with pages: who is looking (from the server), and the
// few things a page may set on the menu bar (its mode, the search scope and the
// article Edit checkbox), and the search's state.

export type ShellInfo = Omit<ShellProps, "children">;

/** How a page was arrived at: back from a search result (its carry), or asking for the search over everything (?search=global). */
export type SearchArrival = { carry: SearchCarry | null; global: boolean };

/**
 * An ordinary arrival, one object: setting it again changes nothing, so the
 * menu bar does not re-render for it.
 */
export const PLAIN_ARRIVAL: SearchArrival = { carry: null, global: false };

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

/**
 * Whether the search index finds everything, and how the page was arrived at:
 * set by components/shell/SearchReadiness (which the pages' layout renders),
 * read by the menu bar. A store rather than context state: a context change
 * above the page makes React render again any part of the page still waiting
 * to hydrate (a lazily loaded player), beside the server's copy of it.
 */
type SearchState = { ready: boolean; arrival: SearchArrival };

function createSearchStore() {
  let state: SearchState = { ready: false, arrival: PLAIN_ARRIVAL };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(change: Partial<SearchState>) {
      const next = { ...state, ...change };
      if (next.ready === state.ready && next.arrival === state.arrival) return;
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

type SearchStore = ReturnType<typeof createSearchStore>;
const SearchStoreContext = createContext<SearchStore | null>(null);

export function ShellProvider({ info, children }: { info: ShellInfo; children: ReactNode }) {
  const [viewerGone, setViewerGone] = useState(false);
  const shownInfo = useMemo(() => (viewerGone ? { ...info, viewer: null, isAdmin: false } : info), [info, viewerGone]);
  const forgetViewer = useMemo(() => () => setViewerGone(true), []);
  const [mode, setMode] = useState<MenuBarMode>(DEFAULT_MENU_BAR_MODE);
  const [searchScope, setSearchScope] = useState<string | null>(null);
  const [editChecked, setEditChecked] = useState(false);
  const controls = useMemo(() => ({ mode, setMode, searchScope, setSearchScope, editChecked, setEditChecked }), [mode, searchScope, editChecked]);
  const [searchStore] = useState(createSearchStore);
  return (
    <ShellInfoContext.Provider value={shownInfo}>
      <ForgetViewerContext.Provider value={forgetViewer}>
        <MenuBarContext.Provider value={controls}>
          <SearchStoreContext.Provider value={searchStore}>{children}</SearchStoreContext.Provider>
        </MenuBarContext.Provider>
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

export function useSearchStore(): SearchStore {
  const store = useContext(SearchStoreContext);
  if (!store) throw new Error("useSearchStore must be used inside <AppShell>");
  return store;
}

/** The search's state, for the menu bar: only the caller re-renders when it changes. */
export function useSearchState(): SearchState {
  const store = useSearchStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
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
