"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QUERIES_STALE_EVENT } from "./queries-stale";

let browserClient: QueryClient | undefined;

function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
}

/**
 * One client for the whole tab, whichever part of the page provides it (the
 * pages, the menu bar's search), so the cache outlives their mounts; a fresh
 * one per render on the server, where requests must not share data.
 */
function queryClient() {
  if (typeof window === "undefined") return newQueryClient();
  if (!browserClient) {
    const client = newQueryClient();
    window.addEventListener(QUERIES_STALE_EVENT, () => void client.invalidateQueries());
    browserClient = client;
  }
  return browserClient;
}

/** TanStack Query for what is below (./PageProviders says where). */
export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}
