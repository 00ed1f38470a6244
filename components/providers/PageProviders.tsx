"use client";

import type { ReactNode } from "react";
import { SearchReadiness } from "@/components/shell/SearchReadiness";
import { AppProviders } from "./AppProviders";

/**
 * What the pages have above them and the landing page goes without: TanStack
 * Query, and the search's readiness that the menu bar shows. Turbopack ships a
 * page every client component its layouts import, so this is not in the root
 * layout: app/(app)/layout.tsx gives it to every page but `/`, and `/` gives it
 * to the home face's views (app/page.tsx, loaded only there).
 */
export function PageProviders({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <SearchReadiness />
      {children}
    </AppProviders>
  );
}
