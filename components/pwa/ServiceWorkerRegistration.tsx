"use client";

import { useEffect } from "react";

/** The worker's address (app/serwist/[path]/route.ts) and the pages it serves. */
export const SERVICE_WORKER_URL = "/serwist/sw.js";

/**
 * Registers the service worker (lib/pwa/sw.ts) once the page has loaded, so
 * it never competes with the page for the network. Production builds only:
 * in dev mode a worker would keep stale bundles around the hot reloader.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" }).catch(() => {
        // Not installable here (private mode, blocked by the browser): the app works without it.
      });
    };
    if (document.readyState === "complete") register();
    else {
      window.addEventListener("load", register, { once: true });
      return () => window.removeEventListener("load", register);
    }
  }, []);
  return null;
}
