"use client";

import { usePathname } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { readyQuery } from "@/components/search/api";
import { readCarry } from "@/components/search/carry";
import { searchKind } from "@/components/search/order";
import { opensGlobalSearch } from "@/lib/shell/tiles";
import { menuBarLayout } from "./menuBarModes";
import { PLAIN_ARRIVAL, useMenuBarControls, useSearchStore, useShell } from "./ShellContext";

/**
 * Tells the menu bar whether the search index finds everything, and how this
 * page was arrived at. Rendered by the pages' layout (app/(app)/layout.tsx),
 * where TanStack Query is, rather than by the bar every page loads: a
 * signed-out visitor cannot search, and the landing page goes without it.
 */
export function SearchReadiness() {
  const { viewer, deployType } = useShell();
  const { mode } = useMenuBarControls();
  const search = useSearchStore();
  const pathname = usePathname();
  const ready = useQuery({ ...readyQuery(searchKind(deployType, pathname)), enabled: viewer !== null && menuBarLayout(mode).search }).data === true;
  useEffect(() => search.set({ ready }), [ready, search]);
  // Back from a result's player: the search made on this page comes back open with its results.
  // Arriving with ?search=global (the tebe YouTube Videos tile): open, over everything whatever the page's scope.
  useEffect(() => {
    const carry = readCarry(sessionStorage, pathname);
    const global = opensGlobalSearch(window.location.search);
    search.set({ arrival: carry || global ? { carry, global } : PLAIN_ARRIVAL });
  }, [pathname, search]);
  return null;
}
