import type { Page } from "@playwright/test";
import en from "../../../messages/en.json";

// What a page loads, for the page-weight specs: the scripts' bodies and the
// websockets it opens, and which translation namespaces its HTML carries.

export type Loaded = { scripts: string[]; sockets: string[] };

/** Starts recording the page's script bodies and websockets (call before goto). */
export function recordLoads(page: Page): Loaded {
  const loaded: Loaded = { scripts: [], sockets: [] };
  page.on("websocket", (socket) => loaded.sockets.push(socket.url()));
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    loaded.scripts.push(await response.text().catch(() => ""));
  });
  return loaded;
}

/** The namespaces of the catalogue whose object (or a part of it: its first key is one of the namespace's) the HTML's payload carries. */
export function namespacesIn(html: string): string[] {
  const text = html.replaceAll('\\"', '"');
  return Object.entries(en)
    .filter(([namespace, messages]) => [...text.matchAll(new RegExp(`"${namespace}":\\{"([^"]+)":`, "g"))].some(([, first = ""]) => first in messages))
    .map(([namespace]) => namespace);
}

/** Zod's, the socket.io client's and TanStack Query's own texts, as their bundles carry them. */
export const ZOD_MARK = "ZodError";
export const SOCKET_MARK = "engine.io";
export const QUERY_MARK = "No QueryClient set";
