/// <reference lib="webworker" />
// The service worker, bundled by @serwist/turbopack (app/serwist/[path]/route.ts)
// and served as /serwist/sw.js. What it keeps and what it never touches is
// decided in ./caching.ts; the offline page comes from ./offline.ts.
//
// A new deploy's worker takes over at once (skipWaiting + clientsClaim), and
// no page goes stale for it: the worker never answers a page or a call from
// a cache, only files whose address names their content (Next's hashed
// bundles) or the app's own images. An open page taken over by the new
// worker keeps working with the bundles it already has; its next navigation
// loads the new deploy's page from the network. An update prompt would only
// keep an old worker around that serves nothing a page could disagree with.
import { CacheFirst, ExpirationPlugin, NetworkOnly, Serwist, StaleWhileRevalidate, type PrecacheEntry, type SerwistGlobalConfig } from "serwist";
import { CACHE_NAMES, requestKind } from "./caching";
import { offlineLocale, offlinePath } from "./offline";
import { LOCALE_COOKIE } from "../i18n/locale";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope & { cookieStore?: { get(name: string): Promise<{ value: string } | null> } };

/** This build's worker version (app/serwist/[path]/route.ts): the worker tells it to a page that asks. */
const VERSION = process.env.HEMS_SW_VERSION ?? "dev";

const facts = (request: Request, url: URL) => ({ url, origin: self.location.origin, method: request.method, mode: request.mode });

async function savedLocale(): Promise<string | undefined> {
  try {
    return (await self.cookieStore?.get(LOCALE_COOKIE))?.value;
  } catch {
    return undefined;
  }
}

const serwist: Serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => requestKind(facts(request, url)) === "navigation",
      handler: new NetworkOnly({
        plugins: [
          {
            // The network is gone: the offline page in the visitor's language.
            handlerDidError: async (): Promise<Response | undefined> =>
              serwist.matchPrecache(offlinePath(offlineLocale(await savedLocale(), self.navigator.languages ?? []))),
          },
        ],
      }),
    },
    {
      matcher: ({ request, url }) => requestKind(facts(request, url)) === "static",
      handler: new CacheFirst({
        cacheName: CACHE_NAMES.static,
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, maxAgeFrom: "last-used" })],
      }),
    },
    {
      matcher: ({ request, url }) => requestKind(facts(request, url)) === "asset",
      handler: new StaleWhileRevalidate({
        cacheName: CACHE_NAMES.assets,
        plugins: [new ExpirationPlugin({ maxEntries: 64, maxAgeSeconds: 30 * 24 * 60 * 60, maxAgeFrom: "last-used" })],
      }),
    },
  ],
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "HEMS_SW_VERSION") event.ports[0]?.postMessage(VERSION);
});

serwist.addEventListeners();
