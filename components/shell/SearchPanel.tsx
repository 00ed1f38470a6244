"use client";

import { SearchResults } from "@/components/search/SearchResults";
import { searchKind } from "@/components/search/order";
import type { SearchArrival } from "./ShellContext";
import { SearchOverlay } from "./SearchOverlay";

type PanelProps = {
  deployType: "home" | "tebe";
  pathname: string;
  scope: string | null;
  arrival: SearchArrival;
  onClose: () => void;
};

/** The search box and its results, under the menu bar. */
export function SearchPanel({ deployType, pathname, scope, arrival, onClose }: PanelProps) {
  const { carry, global } = arrival;
  return (
    <>
      <SearchOverlay scope={global ? null : scope} onClose={onClose} initialText={carry?.query ?? ""} />
      <SearchResults kind={searchKind(deployType, pathname)} page={pathname} tebeView={deployType === "tebe" || pathname.startsWith("/tb")} carry={carry} />
    </>
  );
}
